import type { Answer } from './Answer.js'
import type { QuoteResponse, SandboxChain, TokenInfo } from './api.js'
import type { TokenBook } from './createTokenBook.js'
import { ExecuteButton } from './ExecuteButton.js'
import { ExecutionResult } from './ExecutionResult.js'
import type { ExecuteOnSandboxReturnType } from './executeOnSandbox.js'
import { QuoteFacts } from './QuoteFacts.js'
import { RouteDiagram } from './RouteDiagram.js'
import { RouteSummary } from './RouteSummary.js'
import { TokenGraph } from './TokenGraph.js'

export type AnswerViewProps = {
  answer: Answer
  book: TokenBook
  tokens: readonly TokenInfo[]
  /** The sandbox chain of the answer, when executing is offered. */
  sandboxChain: SandboxChain | undefined
  executing: boolean
  /** The last execution, with the quote its swap was built on. */
  execution: (ExecuteOnSandboxReturnType & { quote: QuoteResponse }) | undefined
  onExecute: () => void
}

/** The route view's answer: the summary, the token graph, the facts, the paths one by one and, on a sandbox, the execution. */
export function AnswerView({ answer, book, tokens, sandboxChain, executing, execution, onExecute }: AnswerViewProps) {
  return (
    <section class="answer" aria-label="Quote">
      <RouteSummary quote={answer.quote} book={book} />
      <TokenGraph quote={answer.quote} book={book} />
      <QuoteFacts
        quote={answer.quote}
        side={answer.side}
        swap={answer.swap}
        book={book}
        nativeSymbol={sandboxChain?.nativeSymbol}
        elapsedMs={answer.elapsedMs}
      />
      <details class="paths-box" open={!matchMedia('(max-width: 40rem)').matches}>
        <summary>Paths, one by one</summary>
        <RouteDiagram quote={answer.quote} tokens={tokens} />
      </details>
      {sandboxChain && (answer.swap || execution) && (
        <div class="execute">
          {/* A live quote clears the swap until it is asked again: the last execution's result stays. */}
          {answer.swap && (
            <ExecuteButton quote={answer.quote} book={book} executing={executing} disabled={executing || execution !== undefined} onExecute={onExecute} />
          )}
          {execution && <ExecutionResult result={execution} quote={execution.quote} tokens={tokens} nativeSymbol={sandboxChain.nativeSymbol} />}
        </div>
      )}
    </section>
  )
}
