import { z } from 'zod'

/**
 * The project config file (`sluice.project.json`, or `--project <path>`), read by `sluice start`
 * and `sluice sandbox up`.
 */
export const projectConfigSchema = z.strictObject({
  /**
   * Plugin modules to load besides the default ones: package names or paths relative to this
   * file, each exporting `sluicePlugins` (source plugins), `bridgePlugins` and/or `aggregatorPlugins`, each an array.
   */
  plugins: z.array(z.string().min(1)).default([]),
})
