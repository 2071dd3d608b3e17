import { resolve } from 'node:path'
import type { Command } from 'commander'
import type { CliContext } from './CliContext.js'
import { parseAddressArgument } from './parseAddressArgument.js'
import { parseIntegerArgument } from './parseIntegerArgument.js'

export type RegisterKeysCommandsParameters = {
  program: Command
  context: CliContext
}

/** `sluice keys create`: API keys for partners, the key printed once and only its hash stored. */
export function registerKeysCommands({ program, context }: RegisterKeysCommandsParameters): void {
  const keys = program.command('keys').description('Manage API keys.')
  keys
    .command('create')
    .description('Create an API key for a partner; the key is printed once and only its hash is stored.')
    .requiredOption('--partner <id>', 'partner ID (shown in responses as partnerId)', parseIntegerArgument)
    .requiredOption('--recipient <address>', 'address that receives the partner fees', parseAddressArgument)
    .option('-k, --keys-file <path>', 'keys file to add the key to', '.sluice/keys.json')
    .option('--scrypt', 'store an scrypt hash instead of sha256')
    .action(async (options: { partner: number; recipient: `0x${string}`; keysFile: string; scrypt?: boolean }) => {
      const [{ createApiKey }, { addKeyToFile }] = await Promise.all([import('../auth/createApiKey.js'), import('../auth/addKeyToFile.js')])
      const { key, entry } = createApiKey({ partnerId: options.partner, feeRecipient: options.recipient, algorithm: options.scrypt ? 'scrypt' : 'sha256' })
      addKeyToFile({ path: resolve(options.keysFile), entry })
      context.stdout(`${key}\n`)
      context.stderr(`Key ${entry.prefix} for partner ${entry.partnerId} added to ${resolve(options.keysFile)}. It is shown only this once.\n`)
    })
}
