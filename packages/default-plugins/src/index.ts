export { defaultSourcePlugins } from './defaultSourcePlugins.js'
