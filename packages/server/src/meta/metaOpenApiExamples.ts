/**
 * Examples of the meta aggregator's requests and responses, as a server over the sandbox (chain
 * 999, the built-in `sluice` aggregator) answered them. A test checks each against the schemas.
 */
export const metaExamples = {
  createCompetitionRequest: {
    chainId: 999,
    tokenIn: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    tokenOut: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    amountIn: '1000000000000000000',
    userAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    slippage: 0.005,
  },
  competition: {
    competitionId: '67bc42e2-27f2-4e1c-8375-9c8f0dc71a54',
    availableAggregators: ['sluice', 'direct-dex'],
    chainId: 999,
    expiresAt: '2026-11-23T19:23:18.790Z',
  },
  quote: {
    aggregator: 'sluice',
    tokenIn: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    tokenOut: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    amountIn: '1000000000000000000',
    amountOut: '39979985',
    minAmountOut: '39780085',
    gasEstimate: '92000',
    competitionId: '67bc42e2-27f2-4e1c-8375-9c8f0dc71a54',
  },
  results: {
    competitionId: '67bc42e2-27f2-4e1c-8375-9c8f0dc71a54',
    chainId: 999,
    tokenIn: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    tokenOut: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    amountIn: '1000000000000000000',
    expiresAt: '2026-11-23T19:23:18.790Z',
    quotes: [
      {
        aggregator: 'sluice',
        amountOut: '39979985',
        minAmountOut: '39780085',
        gasEstimate: '92000',
        quotedAt: '2026-11-23T19:18:18.871Z',
      },
    ],
  },
  swap: {
    aggregator: 'sluice',
    tokenIn: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    tokenOut: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    amountIn: '1000000000000000000',
    amountOut: '39979985',
    minAmountOut: '39780085',
    to: '0xFD6D23eE2b6b136E34572fc80cbCd33E9787705e',
    data: '0xb4125d150000000000000000000000000000000000000000000000000000000000000020000000000000000000000000eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee0000000000000000000000005fbdb2315678afecb367f032d93f642f64180aa30000000000000000000000000000000000000000000000000de0b6b3a764000000000000000000000000000000000000000000000000000000000000025efef500000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8000000000000000000000000000000000000000000000000000000006b0493d200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001400000000000000000000000000000000000000000000000000000000000000060010000000000000000000000000000000000000000000000000de0b6b3a7640000eC827421505972a2AE9C320302d3573B42363C26002918ccd2cc4845ac0910a3c4838ec977285350cb17555555555555555555555555555555555555555501',
    value: '1000000000000000000',
    allowanceTarget: '0xFD6D23eE2b6b136E34572fc80cbCd33E9787705e',
    competitionId: '67bc42e2-27f2-4e1c-8375-9c8f0dc71a54',
  },
}
