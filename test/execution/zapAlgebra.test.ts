import { algebraIntegralPlugin } from '@sluice/plugin-algebra-integral'
import { describeZapAndRebalance } from './describeZapAndRebalance.js'

describeZapAndRebalance({ name: 'zap and rebalance in an Algebra Integral pool (official NonfungiblePositionManager)', plugin: algebraIntegralPlugin })
