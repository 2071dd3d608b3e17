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
/// Admin powers are slow and visible: ownership moves in two steps, and allowing an executor
/// (code that runs with every user's approval) takes `EXECUTOR_DELAY` after it is announced,
/// long enough for users to see it and revoke their approvals; revoking one is immediate.
contract Router {
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    uint256 public constant MAX_PARTNER_FEE_BPS = 100;
    bytes32 private constant LOCK_SLOT = keccak256("sluice.router.lock");
    /// @notice Time between announcing an executor and allowing it.
    uint256 public constant EXECUTOR_DELAY = 2 days;

    address public immutable swapLogic;
    address public immutable feeVault;
    address public immutable wrappedNative;
    address public owner;
    /// @notice The owner named by `transferOwnership`, until it accepts.
    address public pendingOwner;
    /// @notice When each announced executor may be allowed (0: not announced).
    mapping(address => uint256) public executorAllowedAt;

    event OwnerChanged(address indexed owner);
    event OwnershipTransferStarted(address indexed owner, address indexed pendingOwner);
    event ExecutorAnnounced(address indexed executor, uint256 allowedAt);
    event ExecutorAnnouncementCancelled(address indexed executor);
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
    error NotPendingOwner();
    error ZeroAddress();
    error NotAnnounced(address executor);
    error TooEarly(uint256 allowedAt);
    error Reentrancy();
    error Expired(uint256 deadline);
    error PartnerFeeTooHigh(uint256 bps);
    error ValueMismatch(uint256 expected, uint256 value);
    error SameToken();
    error InsufficientOutput(uint256 amountOut, uint256 minAmountOut);
    error WrongOutput(uint256 amountOut, uint256 expected);
    error NoSwapInProgress();
    error UnexpectedNative();

    /// @param executors_ Executors allowed from the start (the deployment's own; every later one waits `EXECUTOR_DELAY`).
    constructor(address owner_, address swapLogic_, address feeVault_, address wrappedNative_, address[] memory executors_) {
        if (owner_ == address(0)) revert ZeroAddress();
        owner = owner_;
        swapLogic = swapLogic_;
        feeVault = feeVault_;
        wrappedNative = wrappedNative_;
        emit OwnerChanged(owner_);
        for (uint256 i = 0; i < executors_.length; ++i) {
            SwapSteps.setExecutor(executors_[i], true);
            emit ExecutorSet(executors_[i], true);
        }
    }

    // ---- admin: two-step ownership, timelocked executors ----

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }

    /// @notice Names the next owner; it takes over when it calls `acceptOwnership` (zero cancels).
    function transferOwnership(address pendingOwner_) external onlyOwner {
        pendingOwner = pendingOwner_;
        emit OwnershipTransferStarted(owner, pendingOwner_);
    }

    function acceptOwnership() external {
        if (msg.sender != pendingOwner || msg.sender == address(0)) revert NotPendingOwner();
        owner = msg.sender;
        pendingOwner = address(0);
        emit OwnerChanged(msg.sender);
    }

    /// @notice Announces an executor; `allowExecutor` can allow it `EXECUTOR_DELAY` later.
    function announceExecutor(address executor) external onlyOwner {
        if (executor == address(0)) revert ZeroAddress();
        uint256 allowedAt = block.timestamp + EXECUTOR_DELAY;
        executorAllowedAt[executor] = allowedAt;
        emit ExecutorAnnounced(executor, allowedAt);
    }

    function cancelExecutorAnnouncement(address executor) external onlyOwner {
        delete executorAllowedAt[executor];
        emit ExecutorAnnouncementCancelled(executor);
    }

    /// @notice Allows an executor announced at least `EXECUTOR_DELAY` ago: code the router runs by DELEGATECALL.
    function allowExecutor(address executor) external onlyOwner {
        uint256 allowedAt = executorAllowedAt[executor];
        if (allowedAt == 0) revert NotAnnounced(executor);
        if (block.timestamp < allowedAt) revert TooEarly(allowedAt);
        delete executorAllowedAt[executor];
        SwapSteps.setExecutor(executor, true);
        emit ExecutorSet(executor, true);
    }

    /// @notice Disallows an executor at once (taking power away needs no delay).
    function revokeExecutor(address executor) external onlyOwner {
        SwapSteps.setExecutor(executor, false);
        emit ExecutorSet(executor, false);
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
        uint256 recipientBefore = _balanceOf(params.tokenOut, params.recipient);
        uint256 gross;
        (amountIn, gross) = _execute(params, nativeIn, tokenOut, receiver);
        SwapSteps.end();

        uint256 fee = gross * params.partnerFeeBps / 10_000;
        amountOut = gross - fee;
        if (params.exactOut) {
            if (amountOut != params.amountOut) revert WrongOutput(amountOut, params.amountOut);
        } else if (amountOut < params.amountOut) {
            revert InsufficientOutput(amountOut, params.amountOut);
        }

        if (viaRouter) fee = _deliver(params, tokenOut, amountOut, fee);
        _checkReceived(params, recipientBefore);
        if (value > amountIn) SafeTransfer.transferNative(msg.sender, value - amountIn);

        emit Swapped(msg.sender, params.recipient, params.tokenIn, params.tokenOut, amountIn, amountOut, params.partnerId, fee);
        SwapSteps.tset(LOCK_SLOT, 0);
    }

    /// @dev What the recipient actually got must meet the minimum (sell) or the exact amount (buy):
    /// a token that taxes or rebases on transfer cannot deliver less than the user signed for.
    function _checkReceived(SwapParams calldata params, uint256 recipientBefore) private view {
        uint256 received = _balanceOf(params.tokenOut, params.recipient) - recipientBefore;
        if (received < params.amountOut) revert InsufficientOutput(received, params.amountOut);
    }

    function _balanceOf(address token, address account) private view returns (uint256) {
        return token == NATIVE ? account.balance : SafeTransfer.balanceOf(token, account);
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

    /// @dev Sends the output held by the router to the recipient (unwrapped when native) and the
    /// fee to the vault, credited by what the vault actually received; returns that credit.
    function _deliver(SwapParams calldata params, address tokenOut, uint256 amountOut, uint256 fee) private returns (uint256 credited) {
        if (params.tokenOut == NATIVE) {
            IWrappedNative(tokenOut).withdraw(amountOut + fee);
            SafeTransfer.transferNative(params.recipient, amountOut);
            if (fee != 0) IFeeVault(feeVault).credit{value: fee}(params.partnerId, NATIVE, fee);
            return fee;
        }
        SafeTransfer.transfer(tokenOut, params.recipient, amountOut);
        if (fee != 0) {
            uint256 vaultBefore = SafeTransfer.balanceOf(tokenOut, feeVault);
            SafeTransfer.transfer(tokenOut, feeVault, fee);
            credited = SafeTransfer.balanceOf(tokenOut, feeVault) - vaultBefore;
            if (credited != 0) IFeeVault(feeVault).credit(params.partnerId, tokenOut, credited);
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
