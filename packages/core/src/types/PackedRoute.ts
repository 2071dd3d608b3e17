import type { EncodedStep } from './SourceAdapter.js'

/** One path of a packed route: its exact input (sell) or exact output (buy), and its steps in order. */
export type PackedPath = { amount: bigint; steps: readonly EncodedStep[] }
