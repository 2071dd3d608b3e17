import type { CrossChainQuote, Currency } from './api.js'
import { formatAmount } from './formatAmount.js'

export type HumanizeExplanationParameters = {
  /** One of the quote's `transactionExplanations`, amounts in wei. */
  text: string
  /** The quote's `quote`: its bridge leg. */
  quote: Pick<CrossChainQuote['quote'], 'bridge'>
  originChainId: number
  destinationChainId: number
  currencies: readonly Currency[]
}

/**
 * A cross-chain step's explanation with its amounts in tokens, as the page names them: `N wei of
 * SYMBOL (0x…)` and `N wei of 0x…` by address (on the chain the sentence last named, else the
 * origin), `N wei of SYMBOL` as the bridge's input token, `N wei on chain C` as its output token.
 * An amount of a token the currencies do not list stays as written.
 */
export function humanizeExplanation({ text, quote, originChainId, destinationChainId, currencies }: HumanizeExplanationParameters): string {
  const find = (chainId: number, address: string) =>
    currencies.find((currency) => currency.chainId === chainId && currency.address.toLowerCase() === address.toLowerCase())
  const show = (wei: string, currency: Currency | undefined, whole: string) =>
    currency ? `${formatAmount({ wei, decimals: currency.decimals })} ${currency.symbol}` : whole
  return text.replace(
    /([0-9]+) wei (?:of (?:[^\s(]+ \((0x[0-9a-fA-F]{40})\)|(0x[0-9a-fA-F]{40})|([^\s(;,.]+))|on chain ([0-9]+))/g,
    (whole, wei: string, named?: string, address?: string, symbol?: string, chain?: string, offset?: number) => {
      if (chain !== undefined) return `${show(wei, find(Number(chain), quote.bridge.outputToken), whole)} on chain ${chain}`
      if (symbol !== undefined) return symbol === quote.bridge.symbol ? show(wei, find(originChainId, quote.bridge.inputToken), whole) : whole
      const before = text
        .slice(0, offset)
        .match(/chain ([0-9]+)/g)
        ?.at(-1)
      const chainId = before ? Number(before.slice(6)) : originChainId
      const currency = find(chainId, (named ?? address)!) ?? find(chainId === originChainId ? destinationChainId : originChainId, (named ?? address)!)
      return show(wei, currency, whole)
    },
  )
}
