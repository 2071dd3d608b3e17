import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { isSimulationRefusal } from '../solver/isSimulationRefusal.js'
import { BaseError } from './BaseError.js'
import { InvalidTokenError, SimulationError, StateNotLoadedError } from './errors.js'
import { isSluiceError } from './isSluiceError.js'

// A second copy of core's errors, as a plugin that installed its own @sluice/core brings them:
// the error modules copied to another folder and loaded from there.
const folder = mkdtempSync(join(tmpdir(), 'sluice-core-copy-'))
for (const file of ['BaseError.ts', 'errors.ts']) copyFileSync(join(import.meta.dirname, file), join(folder, file))
const copy = (await import(join(folder, 'errors.ts'))) as typeof import('./errors.js')
afterAll(() => rmSync(folder, { recursive: true, force: true }))

test('an error is recognized by its class and the classes it extends', () => {
  const missing = new StateNotLoadedError({ pool: '0x01', request: {}, reason: 'ticks' })
  expect(isSluiceError(missing)).toBe(true)
  expect(isSluiceError(missing, 'StateNotLoadedError')).toBe(true)
  expect(isSluiceError(missing, 'SimulationError')).toBe(true)
  expect(isSluiceError(missing, 'InvalidTokenError')).toBe(false)
  expect(isSluiceError(new SimulationError({ reason: 'SPL' }), 'StateNotLoadedError')).toBe(false)
  expect(isSluiceError(new BaseError('plain'))).toBe(true)
  for (const value of [new Error('x'), { name: 'SimulationError' }, 'SimulationError', null, undefined]) expect(isSluiceError(value)).toBe(false)
})

test("another copy of core's errors is recognized though instanceof fails", () => {
  const refusal = new copy.SimulationError({ reason: 'SPL' })
  expect(refusal).not.toBeInstanceOf(SimulationError)
  expect(isSluiceError(refusal, 'SimulationError')).toBe(true)
  expect(isSluiceError(new copy.InvalidTokenError('bad'), 'InvalidTokenError')).toBe(true)
  expect(isSluiceError(new InvalidTokenError('bad'), 'SimulationError')).toBe(false)
})

test("the solver takes another copy's simulation refusals as refusals, and reports missing state", () => {
  expect(isSimulationRefusal({ error: new copy.SimulationError({ reason: 'SPL' }) })).toBe(true)
  const reported: unknown[] = []
  const missing = new copy.StateNotLoadedError({ pool: '0x01', request: { words: [3] }, reason: 'ticks' })
  expect(isSimulationRefusal({ error: missing, onStateNotLoaded: (entry) => reported.push(entry) })).toBe(true)
  expect(reported).toEqual([{ pool: '0x01', request: { words: [3] } }])
  expect(isSimulationRefusal({ error: new copy.InvalidTokenError('bad') })).toBe(false)
})
