import { expect, test } from 'vitest'
import { sandboxDownCommand } from './sandboxDownCommand.js'

// `sandbox up` told npm users to run `pnpm sandbox down`: the command now matches how it was started.
test('the stop command matches how the sandbox was started', () => {
  expect(sandboxDownCommand({ env: { npm_lifecycle_event: 'sandbox', npm_config_user_agent: 'pnpm/10.34.9 npm/? node/v20.19.0 linux x64' } })).toBe(
    'pnpm sandbox down',
  )
  expect(sandboxDownCommand({ env: { npm_lifecycle_event: 'sandbox', npm_config_user_agent: 'npm/10.8.2 node/v20.19.0 linux x64' } })).toBe(
    'npm run sandbox down',
  )
  expect(sandboxDownCommand({ env: { npm_command: 'exec', npm_lifecycle_event: 'npx', npm_config_user_agent: 'npm/10.8.2 node/v20.19.0' } })).toBe(
    'npx sluice sandbox down',
  )
  // The installed bin, from a shell.
  expect(sandboxDownCommand({ env: {} })).toBe('sluice sandbox down')
})
