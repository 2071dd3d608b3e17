// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IFeeVault} from "./interfaces/IFeeVault.sol";
import {IPositionExecutor} from "./interfaces/IPositionExecutor.sol";
import {IWrappedNative} from "./interfaces/IWrappedNative.sol";
import {SafeTransfer} from "./libraries/SafeTransfer.sol";
import {SwapCalldata, SwapParams} from "./libraries/SwapCalldata.sol";
import {SwapRoute} from "./libraries/SwapRoute.sol";
import {SwapSteps} from "./libraries/SwapSteps.sol";
import {SwapLogic} from "./SwapLogic.sol";

interface IERC721Minimal {
    function ownerOf(uint256 tokenId) external view returns (address);
    function isApprovedForAll(address owner, address operator) external view returns (bool);
}

/// @notice A zap: one input token into a new position (mint) or more liquidity in one of the caller's.
struct ZapParams {
    /// @dev Native token: 0xEeee...EEeE (send it as the value).
    address tokenIn;
    uint256 amountIn;
    address positionManager;
    /// @dev 0: mint a new position; otherwise increase this position (the caller's own).
    uint256 positionId;
    /// @dev Mint only: the pool's tokens and the position executor's pool and range bytes.
    address token0;
    address token1;
    bytes mintData;
    /// @dev The least liquidity the mint or increase must add (slippage).
    uint128 minLiquidity;
    /// @dev The least of each token the position must take (the request's constraints).
    uint256 minAmount0;
    uint256 minAmount1;
    uint256 deadline;
    uint32 partnerId;
    /// @dev Partner fee on the input, in basis points (at most 100), taken before the swaps.
    uint16 partnerFeeBps;
    /// @dev Packed sell routes (see `SwapRoute.execute`) from the input to token0 and to token1; empty: none.
    bytes route0;
    bytes route1;
    /// @dev Non-zero (mint only): deposit the new NFT in this staker and stake it as `stakeData` says.
    address staker;
    bytes stakeData;
}

/// @notice A rebalance: the caller's position withdrawn in full (fees included), its NFT burned,
/// the tokens swapped to the new range's ratio and minted into a new position for the owner.
struct RebalanceParams {
    address positionManager;
    uint256 positionId;
    /// @dev The new position's pool (same pair) and range: the position executor's bytes.
    bytes mintData;
    uint128 minLiquidity;
    uint256 deadline;
    uint32 partnerId;
    /// @dev Partner fee on the withdrawn amounts of both tokens, in basis points (at most 100).
    uint16 partnerFeeBps;
    /// @dev Whether `route` sells token0 (for token1) or token1 (for token0); unused without a route.
    bool sellToken0;
    /// @dev Packed sell route (see `SwapRoute.execute`); empty: no swap.
    bytes route;
    /// @dev The least the route must deliver (slippage).
    uint256 minAmountOut;
    address staker;
    bytes stakeData;
}

/// @title Router
/// @notice The contract users approve and call (`toAddress` of a swap). It takes input only from
/// its caller (or the caller's native value, wrapped on demand), bounded by amountIn (sell) or
/// maxAmountIn (buy); runs the route (`SwapRoute`, each step by DELEGATECALL to the executor of its
/// DEX type, allowed by the owner, so a new DEX type needs no router change); checks the output; takes
/// the partner fee from the output into the FeeVault; delivers the rest (native unwrapped); and
/// refunds unspent native input. Nothing stays in the router between transactions.
/// Admin powers are slow and visible: ownership moves in two steps, and allowing an executor
/// (code that runs with every user's approval) takes `EXECUTOR_DELAY` after it is announced,
/// long enough for users to see it and revoke their approvals; revoking one is immediate. An
/// announcement must be acted on within `ANNOUNCEMENT_WINDOW` after its delay, or announced again
/// (an old, forgotten announcement cannot be applied by surprise). Tokens sent to the router by
/// mistake can be rescued, to the `treasury` fixed at deployment only, behind the same timelock.
/// Zap and rebalance build concentrated-liquidity positions through a position manager's
/// executor (paired per position manager by the owner, behind the same `EXECUTOR_DELAY`: the
/// position executor also runs by DELEGATECALL with every user's approval), paying the swaps from what the router
/// took from its caller in the same call (the caller's input, or the caller's own position), and
/// refunding every leftover before returning.
contract Router {
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    uint256 public constant MAX_PARTNER_FEE_BPS = 100;
    bytes32 private constant LOCK_SLOT = keccak256("sluice.router.lock");
    /// @notice Time between announcing an executor (a position manager's pairing, a rescue) and applying it.
    uint256 public constant EXECUTOR_DELAY = 2 days;
    /// @notice Time after `EXECUTOR_DELAY` during which an announcement may be applied; later it has expired.
    uint256 public constant ANNOUNCEMENT_WINDOW = 7 days;

    address public immutable swapLogic;
    address public immutable feeVault;
    address public immutable wrappedNative;
    /// @notice Where `rescue` sends tokens sent to the router by mistake (fixed at deployment).
    address public immutable treasury;
    address public owner;
    /// @notice The owner named by `transferOwnership`, until it accepts.
    address public pendingOwner;
    /// @notice When each announced executor may be allowed (0: not announced).
    mapping(address => uint256) public executorAllowedAt;
    /// @notice The position executor of each allowed position manager.
    mapping(address => address) public positionExecutors;
    /// @notice An announced pairing of a position manager with a position executor, and when it may be allowed.
    struct PositionManagerAnnouncement {
        address executor;
        uint256 allowedAt;
    }
    /// @notice The announced pairing of each position manager (allowedAt 0: none).
    mapping(address => PositionManagerAnnouncement) public positionManagerAnnouncements;
    /// @notice An announced rescue of an amount of a token, and when it may be made.
    struct RescueAnnouncement {
        uint256 amount;
        uint256 allowedAt;
    }
    /// @notice The announced rescue of each token (allowedAt 0: none).
    mapping(address => RescueAnnouncement) public rescueAnnouncements;

    event OwnerChanged(address indexed owner);
    event OwnershipTransferStarted(address indexed owner, address indexed pendingOwner);
    event ExecutorAnnounced(address indexed executor, uint256 allowedAt);
    event ExecutorAnnouncementCancelled(address indexed executor);
    event ExecutorSet(address indexed executor, bool allowed);
    /// @notice A partner's swap (`partnerId` not 0), with the partner's fee credited in the FeeVault.
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

    event PositionManagerAnnounced(address indexed positionManager, address indexed executor, uint256 allowedAt);
    event PositionManagerAnnouncementCancelled(address indexed positionManager);
    event PositionManagerSet(address indexed positionManager, address indexed executor);
    event RescueAnnounced(address indexed token, uint256 amount, uint256 allowedAt);
    event RescueAnnouncementCancelled(address indexed token);
    event Rescued(address indexed token, address indexed treasury, uint256 amount);
    event Zapped(
        address indexed sender,
        address indexed positionManager,
        uint256 indexed tokenId,
        address tokenIn,
        uint256 amountIn,
        uint128 liquidity,
        uint256 amount0,
        uint256 amount1
    );
    event Rebalanced(
        address indexed owner,
        address indexed positionManager,
        uint256 indexed oldTokenId,
        uint256 tokenId,
        uint128 liquidity,
        uint256 amount0,
        uint256 amount1
    );
    /// @notice A partner's fee on a zap or rebalance, credited in the FeeVault.
    event LiquidityPartnerFee(uint32 indexed partnerId, address indexed token, uint256 amount);

    error NotOwner();
    error NotPendingOwner();
    error ZeroAddress();
    error NotAnnounced(address executor);
    error LengthMismatch();
    error TooEarly(uint256 allowedAt);
    error AnnouncementExpired(uint256 expiredAt);
    error NotAnnouncedRescue(address token, uint256 amount);
    error UnknownPositionManager(address positionManager);
    error NotPositionOwner(address sender, uint256 tokenId);
    error InsufficientLiquidity(uint128 liquidity, uint128 minLiquidity);
    error StakeNeedsMint();
    error InsufficientDeposit(uint256 amount0, uint256 amount1);
    error Reentrancy();
    error Expired(uint256 deadline);
    error PartnerFeeTooHigh(uint256 bps);
    error ValueMismatch(uint256 expected, uint256 value);
    error SameToken();
    error InsufficientOutput(uint256 amountOut, uint256 minAmountOut);
    error WrongOutput(uint256 amountOut, uint256 expected);
    error UnexpectedNative();

    /// @param treasury_ Where `rescue` sends tokens sent to the router by mistake (fixed for good).
    /// @param executors_ Executors allowed from the start (the deployment's own; every later one waits `EXECUTOR_DELAY`).
    /// @param positionManagers_ Position managers allowed from the start, each with the position executor at the same index of `positionExecutors_` (later ones wait `EXECUTOR_DELAY` too).
    constructor(
        address owner_,
        address swapLogic_,
        address feeVault_,
        address wrappedNative_,
        address treasury_,
        address[] memory executors_,
        address[] memory positionManagers_,
        address[] memory positionExecutors_
    ) {
        if (owner_ == address(0) || treasury_ == address(0)) revert ZeroAddress();
        owner = owner_;
        swapLogic = swapLogic_;
        feeVault = feeVault_;
        wrappedNative = wrappedNative_;
        treasury = treasury_;
        emit OwnerChanged(owner_);
        for (uint256 i = 0; i < executors_.length; ++i) {
            SwapSteps.setExecutor(executors_[i], true);
            emit ExecutorSet(executors_[i], true);
        }
        if (positionManagers_.length != positionExecutors_.length) revert LengthMismatch();
        for (uint256 i = 0; i < positionManagers_.length; ++i) {
            if (positionExecutors_[i] == address(0)) revert ZeroAddress();
            positionExecutors[positionManagers_[i]] = positionExecutors_[i];
            emit PositionManagerSet(positionManagers_[i], positionExecutors_[i]);
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

    /// @notice Allows an executor announced at least `EXECUTOR_DELAY` ago (and not expired): code the router runs by DELEGATECALL.
    function allowExecutor(address executor) external onlyOwner {
        uint256 allowedAt = executorAllowedAt[executor];
        if (allowedAt == 0) revert NotAnnounced(executor);
        _requireApplicable(allowedAt);
        delete executorAllowedAt[executor];
        SwapSteps.setExecutor(executor, true);
        emit ExecutorSet(executor, true);
    }

    /// @notice Disallows an executor at once (taking power away needs no delay).
    function revokeExecutor(address executor) external onlyOwner {
        SwapSteps.setExecutor(executor, false);
        emit ExecutorSet(executor, false);
    }

    /// @notice Announces the pairing of a position manager with a position executor; `allowPositionManager` can make it `EXECUTOR_DELAY` later.
    function announcePositionManager(address positionManager, address executor) external onlyOwner {
        if (positionManager == address(0) || executor == address(0)) revert ZeroAddress();
        uint256 allowedAt = block.timestamp + EXECUTOR_DELAY;
        positionManagerAnnouncements[positionManager] = PositionManagerAnnouncement(executor, allowedAt);
        emit PositionManagerAnnounced(positionManager, executor, allowedAt);
    }

    function cancelPositionManagerAnnouncement(address positionManager) external onlyOwner {
        delete positionManagerAnnouncements[positionManager];
        emit PositionManagerAnnouncementCancelled(positionManager);
    }

    /// @notice Pairs a position manager with the executor announced for it at least `EXECUTOR_DELAY` ago (and not expired).
    function allowPositionManager(address positionManager) external onlyOwner {
        PositionManagerAnnouncement memory announcement = positionManagerAnnouncements[positionManager];
        if (announcement.allowedAt == 0) revert NotAnnounced(positionManager);
        _requireApplicable(announcement.allowedAt);
        delete positionManagerAnnouncements[positionManager];
        positionExecutors[positionManager] = announcement.executor;
        emit PositionManagerSet(positionManager, announcement.executor);
    }

    /// @notice Disallows a position manager at once (taking power away needs no delay).
    function revokePositionManager(address positionManager) external onlyOwner {
        delete positionExecutors[positionManager];
        emit PositionManagerSet(positionManager, address(0));
    }

    /// @notice Announces the rescue of `amount` of `token` (native: 0xEeee...EEeE) held by the router
    /// by mistake; `rescue` can send it to the treasury `EXECUTOR_DELAY` later.
    function announceRescue(address token, uint256 amount) external onlyOwner {
        uint256 allowedAt = block.timestamp + EXECUTOR_DELAY;
        rescueAnnouncements[token] = RescueAnnouncement(amount, allowedAt);
        emit RescueAnnounced(token, amount, allowedAt);
    }

    function cancelRescueAnnouncement(address token) external onlyOwner {
        delete rescueAnnouncements[token];
        emit RescueAnnouncementCancelled(token);
    }

    /// @notice Sends `amount` of `token` to the treasury, as announced at least `EXECUTOR_DELAY` ago (and not expired).
    function rescue(address token, uint256 amount) external onlyOwner {
        if (SwapSteps.tget(LOCK_SLOT) != 0) revert Reentrancy();
        RescueAnnouncement memory announcement = rescueAnnouncements[token];
        if (announcement.allowedAt == 0 || announcement.amount != amount) revert NotAnnouncedRescue(token, amount);
        _requireApplicable(announcement.allowedAt);
        delete rescueAnnouncements[token];
        if (token == NATIVE) SafeTransfer.transferNative(treasury, amount);
        else SafeTransfer.transfer(token, treasury, amount);
        emit Rescued(token, treasury, amount);
    }

    /// @dev An announcement applies from `allowedAt` for `ANNOUNCEMENT_WINDOW`.
    function _requireApplicable(uint256 allowedAt) private view {
        if (block.timestamp < allowedAt) revert TooEarly(allowedAt);
        if (block.timestamp > allowedAt + ANNOUNCEMENT_WINDOW) revert AnnouncementExpired(allowedAt + ANNOUNCEMENT_WINDOW);
    }

    function isExecutor(address executor) external view returns (bool) {
        return SwapSteps.isExecutor(executor);
    }

    /// @notice Swaps along a packed route; returns the input spent and the output delivered. The
    /// request follows the selector packed, not ABI-encoded (`SwapCalldata`: a `SwapParams`, then
    /// the route).
    function swap() external payable returns (uint256 amountIn, uint256 amountOut) {
        if (SwapSteps.tget(LOCK_SLOT) != 0) revert Reentrancy();
        SwapSteps.tset(LOCK_SLOT, 1);
        (SwapParams memory params, bytes calldata route) = SwapCalldata.decode();
        if (block.timestamp > params.deadline) revert Expired(params.deadline);
        if (params.partnerFeeBps > MAX_PARTNER_FEE_BPS) revert PartnerFeeTooHigh(params.partnerFeeBps);
        bool nativeIn = params.tokenIn == NATIVE;
        uint256 value = nativeIn ? params.amountIn : 0;
        if (msg.value != value) revert ValueMismatch(value, msg.value);

        // Output goes straight to the recipient unless a fee is taken or it must be unwrapped.
        bool nativeOut = params.tokenOut == NATIVE;
        address tokenOut = nativeOut ? wrappedNative : params.tokenOut;
        bool viaRouter = nativeOut || params.partnerFeeBps != 0;
        address receiver = viaRouter ? address(this) : params.recipient;
        uint256 receiverBefore = SafeTransfer.balanceOf(tokenOut, receiver);
        // Straight to the recipient, what the route delivered is what the recipient received.
        uint256 recipientBefore = viaRouter ? _balanceOf(params.tokenOut, params.recipient) : 0;
        uint256 gross;
        (amountIn, gross) = _execute(params, route, nativeIn, tokenOut, receiver, receiverBefore);
        SwapSteps.end();

        uint256 fee = gross * params.partnerFeeBps / 10_000;
        amountOut = gross - fee;
        if (params.exactOut) {
            if (amountOut != params.amountOut) revert WrongOutput(amountOut, params.amountOut);
        } else if (amountOut < params.amountOut) {
            revert InsufficientOutput(amountOut, params.amountOut);
        }

        if (viaRouter) {
            fee = _deliver(params, tokenOut, amountOut, fee);
            _checkReceived(params, recipientBefore);
        }
        if (value > amountIn) SafeTransfer.transferNative(msg.sender, value - amountIn);

        // Attribution for partners; a swap without one is told by its pools' and tokens' own events.
        if (params.partnerId != 0) {
            emit Swapped(msg.sender, params.recipient, params.tokenIn, params.tokenOut, amountIn, amountOut, params.partnerId, fee);
        }
        SwapSteps.tset(LOCK_SLOT, 0);
    }

    /// @dev Output delivered by the router: what the recipient actually got must meet the minimum
    /// (sell) or the exact amount (buy), so a token that taxes or rebases on transfer cannot deliver
    /// less than the user signed for. (Output sent straight to the recipient is measured there.)
    function _checkReceived(SwapParams memory params, uint256 recipientBefore) private view {
        uint256 received = _balanceOf(params.tokenOut, params.recipient) - recipientBefore;
        if (received < params.amountOut) revert InsufficientOutput(received, params.amountOut);
    }

    function _balanceOf(address token, address account) private view returns (uint256) {
        return token == NATIVE ? account.balance : SafeTransfer.balanceOf(token, account);
    }

    /// @dev Runs the paths; returns the payer's input spent and the output `receiver` got
    /// (its balance of `tokenOut` was `balanceBefore`).
    function _execute(SwapParams memory params, bytes calldata route, bool nativeIn, address tokenOut, address receiver, uint256 balanceBefore)
        private
        returns (uint256 amountIn, uint256 gross)
    {
        address tokenIn = nativeIn ? wrappedNative : params.tokenIn;
        if (tokenIn == tokenOut) revert SameToken();
        SwapSteps.begin(nativeIn ? address(this) : msg.sender, tokenIn, nativeIn, params.amountIn);
        // In the router itself: the swap's hot path makes no call to SwapLogic.
        SwapRoute.execute(route, params.exactOut, receiver);
        amountIn = params.amountIn - SwapSteps.remainingBudget();
        gross = SafeTransfer.balanceOf(tokenOut, receiver) - balanceBefore;
    }

    /// @dev Sends the output held by the router to the recipient (unwrapped when native) and the
    /// fee to the vault, credited by what the vault actually received; returns that credit.
    function _deliver(SwapParams memory params, address tokenOut, uint256 amountOut, uint256 fee) private returns (uint256 credited) {
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

    /// @notice Zaps `amountIn` of `tokenIn` into a position: takes the input (and the partner
    /// fee), swaps along the routes into the router, mints (to the caller, or staked in the
    /// caller's name) or increases the caller's position, checks the liquidity and refunds every
    /// leftover to the caller (native input: wrapped-native leftovers as native).
    function zap(ZapParams calldata params) external payable returns (uint256 tokenId, uint128 liquidity) {
        _enter(params.deadline, params.partnerFeeBps);
        address executor = _positionExecutor(params.positionManager);
        bool nativeIn = params.tokenIn == NATIVE;
        uint256 value = nativeIn ? params.amountIn : 0;
        if (msg.value != value) revert ValueMismatch(value, msg.value);
        address tokenIn = nativeIn ? wrappedNative : params.tokenIn;
        if (nativeIn) IWrappedNative(wrappedNative).deposit{value: value}();
        else SafeTransfer.transferFrom(tokenIn, msg.sender, address(this), params.amountIn);
        _takeFee(params.partnerId, params.partnerFeeBps, tokenIn, params.amountIn);

        (address token0, address token1) = (params.token0, params.token1);
        if (params.positionId != 0) {
            if (params.staker != address(0)) revert StakeNeedsMint();
            _requireAuthorized(params.positionManager, params.positionId);
            (token0, token1,) = IPositionExecutor(executor).positionOf(params.positionManager, params.positionId);
        }
        _swap(tokenIn, params.route0, token0);
        _swap(tokenIn, params.route1, token1);

        uint256 amount0;
        uint256 amount1;
        if (params.positionId == 0) {
            (tokenId, liquidity, amount0, amount1) = _mint(executor, params.positionManager, token0, token1, params.mintData, params.staker == address(0) ? msg.sender : address(this));
            if (params.staker != address(0)) _stake(executor, params.positionManager, params.staker, tokenId, params.stakeData, msg.sender);
        } else {
            tokenId = params.positionId;
            (liquidity, amount0, amount1) = abi.decode(
                _delegate(
                    executor,
                    abi.encodeCall(
                        IPositionExecutor.increase,
                        (params.positionManager, tokenId, token0, token1, SafeTransfer.balanceOf(token0, address(this)), SafeTransfer.balanceOf(token1, address(this)))
                    )
                ),
                (uint128, uint256, uint256)
            );
        }
        if (liquidity < params.minLiquidity) revert InsufficientLiquidity(liquidity, params.minLiquidity);
        if (amount0 < params.minAmount0 || amount1 < params.minAmount1) revert InsufficientDeposit(amount0, amount1);
        _refund(tokenIn, msg.sender, nativeIn);
        _refund(token0, msg.sender, nativeIn);
        _refund(token1, msg.sender, nativeIn);
        emit Zapped(msg.sender, params.positionManager, tokenId, params.tokenIn, params.amountIn, liquidity, amount0, amount1);
        SwapSteps.tset(LOCK_SLOT, 0);
    }

    /// @notice Rebalances position `positionId` (the caller must own it or be the owner's
    /// operator; the router must be approved for it): withdraws everything, burns the NFT, takes
    /// the partner fee, swaps along `route`, mints the new position to the owner (or staked in the
    /// owner's name) and refunds leftovers to the owner.
    function rebalance(RebalanceParams calldata params) external returns (uint256 tokenId, uint128 liquidity) {
        _enter(params.deadline, params.partnerFeeBps);
        address executor = _positionExecutor(params.positionManager);
        address positionOwner = _requireAuthorized(params.positionManager, params.positionId);
        (address token0, address token1, uint256 withdrawn0, uint256 withdrawn1) = abi.decode(
            _delegate(executor, abi.encodeCall(IPositionExecutor.withdraw, (params.positionManager, params.positionId))),
            (address, address, uint256, uint256)
        );
        _takeFee(params.partnerId, params.partnerFeeBps, token0, withdrawn0);
        _takeFee(params.partnerId, params.partnerFeeBps, token1, withdrawn1);
        if (params.route.length != 0) {
            (address sell, address buy) = params.sellToken0 ? (token0, token1) : (token1, token0);
            uint256 before = SafeTransfer.balanceOf(buy, address(this));
            _swap(sell, params.route, buy);
            uint256 bought = SafeTransfer.balanceOf(buy, address(this)) - before;
            if (bought < params.minAmountOut) revert InsufficientOutput(bought, params.minAmountOut);
        }
        uint256 amount0;
        uint256 amount1;
        (tokenId, liquidity, amount0, amount1) =
            _mint(executor, params.positionManager, token0, token1, params.mintData, params.staker == address(0) ? positionOwner : address(this));
        if (params.staker != address(0)) _stake(executor, params.positionManager, params.staker, tokenId, params.stakeData, positionOwner);
        if (liquidity < params.minLiquidity) revert InsufficientLiquidity(liquidity, params.minLiquidity);
        _refund(token0, positionOwner, false);
        _refund(token1, positionOwner, false);
        emit Rebalanced(positionOwner, params.positionManager, params.positionId, tokenId, liquidity, amount0, amount1);
        SwapSteps.tset(LOCK_SLOT, 0);
    }

    /// @dev The re-entrancy lock and the terms every entry point checks.
    function _enter(uint256 deadline, uint16 partnerFeeBps) private {
        if (SwapSteps.tget(LOCK_SLOT) != 0) revert Reentrancy();
        SwapSteps.tset(LOCK_SLOT, 1);
        if (block.timestamp > deadline) revert Expired(deadline);
        if (partnerFeeBps > MAX_PARTNER_FEE_BPS) revert PartnerFeeTooHigh(partnerFeeBps);
    }

    function _positionExecutor(address positionManager) private view returns (address executor) {
        executor = positionExecutors[positionManager];
        if (executor == address(0)) revert UnknownPositionManager(positionManager);
    }

    /// @dev The position's owner; the caller must be it or one of its operators (never merely
    /// someone the router is approved by).
    function _requireAuthorized(address positionManager, uint256 tokenId) private view returns (address positionOwner) {
        positionOwner = IERC721Minimal(positionManager).ownerOf(tokenId);
        if (msg.sender != positionOwner && !IERC721Minimal(positionManager).isApprovedForAll(positionOwner, msg.sender))
            revert NotPositionOwner(msg.sender, tokenId);
    }

    /// @dev Sells along a packed route, paid from the router's own balance of `tokenIn`, output to the router.
    function _swap(address tokenIn, bytes calldata route, address tokenOut) private {
        if (route.length == 0) return;
        if (tokenIn == tokenOut) revert SameToken();
        SwapSteps.begin(address(this), tokenIn, false, SafeTransfer.balanceOf(tokenIn, address(this)));
        _delegate(swapLogic, abi.encodeCall(SwapLogic.execute, (route, false, address(this))));
        SwapSteps.end();
    }

    function _mint(address executor, address positionManager, address token0, address token1, bytes calldata mintData, address recipient)
        private
        returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)
    {
        bytes memory call = abi.encodeCall(
            IPositionExecutor.mint,
            (positionManager, token0, token1, mintData, SafeTransfer.balanceOf(token0, address(this)), SafeTransfer.balanceOf(token1, address(this)), recipient)
        );
        (tokenId, liquidity, amount0, amount1) = abi.decode(_delegate(executor, call), (uint256, uint128, uint256, uint256));
    }

    function _stake(address executor, address positionManager, address staker, uint256 tokenId, bytes calldata data, address positionOwner) private {
        _delegate(executor, abi.encodeCall(IPositionExecutor.stake, (positionManager, staker, tokenId, data, positionOwner)));
    }

    /// @dev Takes the partner's share of `amount` into the FeeVault.
    function _takeFee(uint32 partnerId, uint16 partnerFeeBps, address token, uint256 amount) private {
        uint256 fee = amount * partnerFeeBps / 10_000;
        if (fee == 0) return;
        // Credited by what the vault actually received (a token may tax the transfer).
        uint256 vaultBefore = SafeTransfer.balanceOf(token, feeVault);
        SafeTransfer.transfer(token, feeVault, fee);
        fee = SafeTransfer.balanceOf(token, feeVault) - vaultBefore;
        if (fee == 0) return;
        IFeeVault(feeVault).credit(partnerId, token, fee);
        emit LiquidityPartnerFee(partnerId, token, fee);
    }

    /// @dev Sends the router's whole balance of `token` to `to` (the wrapped native unwrapped when `asNative`).
    function _refund(address token, address to, bool asNative) private {
        uint256 balance = SafeTransfer.balanceOf(token, address(this));
        if (balance == 0) return;
        if (asNative && token == wrappedNative) {
            IWrappedNative(token).withdraw(balance);
            SafeTransfer.transferNative(to, balance);
        } else {
            SafeTransfer.transfer(token, to, balance);
        }
    }

    /// @dev DELEGATECALL that bubbles the callee's revert.
    function _delegate(address target, bytes memory data) private returns (bytes memory ret) {
        bool ok;
        (ok, ret) = target.delegatecall(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(ret, 0x20), mload(ret))
            }
        }
    }

    /// @notice Pool callbacks during a swap: only the pool of the step in progress is accepted;
    /// outside a swap, none (`NoSwapInProgress`).
    fallback() external {
        SwapSteps.forwardCallback(LOCK_SLOT);
    }

    /// @notice Native only from the wrapped native token (unwrapping output).
    receive() external payable {
        if (msg.sender != wrappedNative) revert UnexpectedNative();
    }
}
