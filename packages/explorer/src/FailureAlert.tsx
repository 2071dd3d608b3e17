import type { Failure } from './failureOf.js'

export type FailureAlertProps = { failure: Failure | undefined }

/** The live region where a failure is announced: its code and message. */
export function FailureAlert({ failure }: FailureAlertProps) {
  return (
    <div aria-live="polite">
      {failure && (
        <p class="error" role="alert" data-error={failure.code}>
          <strong>{failure.code}</strong>: {failure.message}
        </p>
      )}
    </div>
  )
}
