import type { AnySourcePlugin } from '@sluice/core'
import { exampleDexPlugin } from './exampleDexPlugin.js'

/** What a plugin module exports for `sluice start --plugin`, `sluice sandbox up --plugin` and a config's `plugins`. */
export const sluicePlugins: readonly AnySourcePlugin[] = [exampleDexPlugin]
