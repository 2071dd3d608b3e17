import { parseAbi } from 'viem'

/** The part of Across's SpokePool (contracts v4) that Sluice uses: deposits, fills, their events. */
export const spokePoolAbi = parseAbi([
  'struct V3RelayData { bytes32 depositor; bytes32 recipient; bytes32 exclusiveRelayer; bytes32 inputToken; bytes32 outputToken; uint256 inputAmount; uint256 outputAmount; uint256 originChainId; uint256 depositId; uint32 fillDeadline; uint32 exclusivityDeadline; bytes message; }',
  'struct V3RelayExecutionEventInfo { bytes32 updatedRecipient; bytes32 updatedMessageHash; uint256 updatedOutputAmount; uint8 fillType; }',
  'function depositV3(address depositor, address recipient, address inputToken, address outputToken, uint256 inputAmount, uint256 outputAmount, uint256 destinationChainId, address exclusiveRelayer, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityParameter, bytes message) payable',
  'function fillRelay(V3RelayData relayData, uint256 repaymentChainId, bytes32 repaymentAddress)',
  'function fillStatuses(bytes32 relayHash) view returns (uint256)',
  'function getV3RelayHash(V3RelayData relayData) view returns (bytes32)',
  'function initialize(uint32 initialDepositId, address withdrawalRecipient)',
  'function fillDeadlineBuffer() view returns (uint32)',
  'function wrappedNativeToken() view returns (address)',
  'event FundsDeposited(bytes32 inputToken, bytes32 outputToken, uint256 inputAmount, uint256 outputAmount, uint256 indexed destinationChainId, uint256 indexed depositId, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityDeadline, bytes32 indexed depositor, bytes32 recipient, bytes32 exclusiveRelayer, bytes message)',
  'event FilledRelay(bytes32 inputToken, bytes32 outputToken, uint256 inputAmount, uint256 outputAmount, uint256 repaymentChainId, uint256 indexed originChainId, uint256 indexed depositId, uint32 fillDeadline, uint32 exclusivityDeadline, bytes32 exclusiveRelayer, bytes32 indexed relayer, bytes32 depositor, bytes32 recipient, bytes32 messageHash, V3RelayExecutionEventInfo relayExecutionInfo)',
  'error ExpiredFillDeadline()',
  'error InvalidFillDeadline()',
  'error InvalidQuoteTimestamp()',
  'error RelayFilled()',
  'error MsgValueDoesNotMatchInputAmount()',
])

/** Across's MulticallHandler: runs calls with the tokens a fill delivered. */
export const multicallHandlerAbi = parseAbi([
  'struct Call { address target; bytes callData; uint256 value; }',
  'struct Instructions { Call[] calls; address fallbackRecipient; }',
  'function drainLeftoverTokens(address token, address destination)',
  'event CallsFailed(Call[] calls, address indexed fallbackRecipient)',
])

export const erc20Abi = parseAbi([
  'function approve(address spender, uint256 amount) returns (bool)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function balanceOf(address owner) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function mint(address to, uint256 amount)',
  'function deposit() payable',
])
