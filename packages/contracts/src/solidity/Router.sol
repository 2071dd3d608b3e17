// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IFeeVault} from "./interfaces/IFeeVault.sol";
import {IWrappedNative} from "./interfaces/IWrappedNative.sol";
import {SafeTransfer} from "./libraries/SafeTransfer.sol";
import {SwapSteps} from "./libraries/SwapSteps.sol";
import {SwapLogic} from "./SwapLogic.sol";

/// @notice A swap request. Native token: 0xEeee...EEeE.
struct SwapParams {
    address tokenIn;
    address tokenOut;
    /// @dev Sell: exact input. Buy: maximum input.
    uint256 amountIn;
    /// @dev Sell: minimum output after the partner fee. Buy: exact output after the partner fee.
    uint256 amountOut;
    address recipient;
    uint256 deadline;
    uint32 partnerId;
    /// @dev Partner fee on the gross output, in basis points (at most 100).
    uint16 partnerFeeBps;
    /// @dev False: sell (paths' amounts are inputs). True: buy (paths' amounts are outputs).
    bool exactOut;
    /// @dev The paths, packed (see `SwapLogic.execute`).
    bytes route;
}

/// @title Router
/// @notice The contract users approve and call (`toAddress` of a swap). It takes input only from
/// its caller (or the caller's native value, wrapped on demand), bounded by amountIn (sell) or
/// maxAmountIn (buy); runs the route through SwapLogic (DELEGATECALL; executors per DEX type are
/// allowed by the owner, so a new DEX type needs no router change); checks the output; takes
/// the partner fee from the output into the FeeVault; delivers the rest (native unwrapped); and
/// refunds unspent native input. Nothing stays in the router between transactions.
contract Router {
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    uint256 public constant MAX_PARTNER_FEE_BPS = 100;
    bytes32 private constant LOCK_SLOT = keccak256("sluice.router.lock");

    address public immutable swapLogic;
    address public immutable feeVault;
    address public immutable wrappedNative;
    address public owner;

    event OwnerChanged(address indexed owner);
    event ExecutorSet(address indexed executor, bool allowed);
    event Swapped(
        address indexed sender,
        address indexed recipient,
        address tokenIn,
        address tokenOut,
        uint256 amountIn,
        uint256 amountOut,
        uint32 indexed partnerId,
        uint256 feeAmount
    );

    error NotOwner();
    error Reentrancy();
    error Expired(uint256 deadline);
    error PartnerFeeTooHigh(uint256 bps);
    error ValueMismatch(uint256 expected, uint256 value);
    error SameToken();
    error InsufficientOutput(uint256 amountOut, uint256 minAmountOut);
    error WrongOutput(uint256 amountOut, uint256 expected);
    error NoSwapInProgress();
    error UnexpectedNative();

    constructor(address owner_, address swapLogic_, address feeVault_, address wrappedNative_) {
        owner = owner_;
        swapLogic = swapLogic_;
        feeVault = feeVault_;
        wrappedNative = wrappedNative_;
        emit OwnerChanged(owner_);
    }

    function setOwner(address owner_) external {
        if (msg.sender != owner) revert NotOwner();
        owner = owner_;
        emit OwnerChanged(owner_);
    }

    /// @notice Allows (or disallows) an executor contract: code the router runs by DELEGATECALL.
    function setExecutor(address executor, bool allowed) external {
        if (msg.sender != owner) revert NotOwner();
        SwapSteps.setExecutor(executor, allowed);
        emit ExecutorSet(executor, allowed);
    }

    function isExecutor(address executor) external view returns (bool) {
        return SwapSteps.isExecutor(executor);
    }

    /// @notice Swaps along `params.route`; returns the input spent and the output delivered.
    function swap(SwapParams calldata params) external payable returns (uint256 amountIn, uint256 amountOut) {
        if (SwapSteps.tget(LOCK_SLOT) != 0) revert Reentrancy();
        SwapSteps.tset(LOCK_SLOT, 1);
        if (block.timestamp > params.deadline) revert Expired(params.deadline);
        if (params.partnerFeeBps > MAX_PARTNER_FEE_BPS) revert PartnerFeeTooHigh(params.partnerFeeBps);
        bool nativeIn = params.tokenIn == NATIVE;
        uint256 value = nativeIn ? params.amountIn : 0;
        if (msg.value != value) revert ValueMismatch(value, msg.value);

        // Output goes straight to the recipient unless a fee is taken or it must be unwrapped.
        address tokenOut = params.tokenOut == NATIVE ? wrappedNative : params.tokenOut;
        bool viaRouter = params.tokenOut == NATIVE || params.partnerFeeBps != 0;
        address receiver = viaRouter ? address(this) : params.recipient;
        uint256 gross;
        (amountIn, gross) = _execute(params, nativeIn, tokenOut, receiver);

        uint256 fee = gross * params.partnerFeeBps / 10_000;
        amountOut = gross - fee;
        if (params.exactOut) {
            if (amountOut != params.amountOut) revert WrongOutput(amountOut, params.amountOut);
        } else if (amountOut < params.amountOut) {
            revert InsufficientOutput(amountOut, params.amountOut);
        }

        if (viaRouter) _deliver(params, tokenOut, amountOut, fee);
        if (value > amountIn) SafeTransfer.transferNative(msg.sender, value - amountIn);

        emit Swapped(msg.sender, params.recipient, params.tokenIn, params.tokenOut, amountIn, amountOut, params.partnerId, fee);
        SwapSteps.tset(LOCK_SLOT, 0);
    }

    /// @dev Runs the paths; returns the payer's input spent and the output `receiver` got.
    function _execute(SwapParams calldata params, bool nativeIn, address tokenOut, address receiver)
        private
        returns (uint256 amountIn, uint256 gross)
    {
        address tokenIn = nativeIn ? wrappedNative : params.tokenIn;
        if (tokenIn == tokenOut) revert SameToken();
        uint256 balanceBefore = SafeTransfer.balanceOf(tokenOut, receiver);
        SwapSteps.begin(nativeIn ? address(this) : msg.sender, tokenIn, nativeIn, params.amountIn);
        (bool ok, bytes memory ret) =
            swapLogic.delegatecall(abi.encodeCall(SwapLogic.execute, (params.route, params.exactOut, receiver)));
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(ret, 0x20), mload(ret))
            }
        }
        amountIn = SwapSteps.spent();
        gross = SafeTransfer.balanceOf(tokenOut, receiver) - balanceBefore;
    }

    /// @dev Sends the output held by the router to the recipient (unwrapped when native) and the fee to the vault.
    function _deliver(SwapParams calldata params, address tokenOut, uint256 amountOut, uint256 fee) private {
        if (params.tokenOut == NATIVE) {
            IWrappedNative(tokenOut).withdraw(amountOut + fee);
            SafeTransfer.transferNative(params.recipient, amountOut);
            if (fee != 0) IFeeVault(feeVault).credit{value: fee}(params.partnerId, NATIVE, fee);
        } else {
            SafeTransfer.transfer(tokenOut, params.recipient, amountOut);
            if (fee != 0) {
                SafeTransfer.transfer(tokenOut, feeVault, fee);
                IFeeVault(feeVault).credit(params.partnerId, tokenOut, fee);
            }
        }
    }

    /// @notice Pool callbacks during a swap: only the pool of the step in progress is accepted.
    fallback() external {
        if (SwapSteps.tget(LOCK_SLOT) == 0) revert NoSwapInProgress();
        SwapSteps.forwardCallback();
    }

    /// @notice Native only from the wrapped native token (unwrapping output).
    receive() external payable {
        if (msg.sender != wrappedNative) revert UnexpectedNative();
    }
}
