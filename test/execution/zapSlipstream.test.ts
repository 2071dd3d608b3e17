import { slipstreamPlugin } from '@sluice/plugin-velodrome-slipstream'
import { describeZapAndRebalance } from './describeZapAndRebalance.js'

describeZapAndRebalance({ name: "zap and rebalance in a Slipstream pool (Slipstream's official NonfungiblePositionManager)", plugin: slipstreamPlugin })
