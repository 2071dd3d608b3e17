// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {RouterStorage, NATIVE_TOKEN, MAX_PARTNER_FEE, ANNOUNCEMENT_DELAY, APPLICABLE_WINDOW, ROUTER_LOCK_SLOT} from "./RouterStorage.sol";
import {SafeTransfer} from "./libraries/SafeTransfer.sol";
import {SwapSteps} from "./libraries/SwapSteps.sol";

/// @title RouterAdmin
/// @notice The router's admin functions and getters. The `Router` deploys it and runs it by
/// DELEGATECALL from its fallback, so every call here acts on the router's storage, emits from the
/// router's address and is made on the router's address: callers see one contract. Kept apart so
/// that the router's own function dispatch (solc's IR pipeline compares selectors one by one) holds
/// only the entry points of a swap, a zap and a rebalance, and pool callbacks, which reach the
/// fallback, skip a comparison per admin function.
/// Admin powers are slow and visible: ownership moves in two steps, and allowing an executor
/// (code that runs with every user's approval) takes `EXECUTOR_DELAY` after it is announced,
/// long enough for users to see it and revoke their approvals; revoking one is immediate. An
/// announcement must be acted on within `ANNOUNCEMENT_WINDOW` after its delay, or announced again
/// (an old, forgotten announcement cannot be applied by surprise). Tokens sent to the router by
/// mistake can be rescued, to the `treasury` fixed at deployment only, behind the same timelock.
contract RouterAdmin is RouterStorage {
    address public constant NATIVE = NATIVE_TOKEN;
    uint256 public constant MAX_PARTNER_FEE_BPS = MAX_PARTNER_FEE;
    /// @notice Time between announcing an executor (a position manager's pairing, a rescue) and applying it.
    uint256 public constant EXECUTOR_DELAY = ANNOUNCEMENT_DELAY;
    /// @notice Time after `EXECUTOR_DELAY` during which an announcement may be applied; later it has expired.
    uint256 public constant ANNOUNCEMENT_WINDOW = APPLICABLE_WINDOW;

    /// @notice The code the router runs zap and rebalance routes with.
    address public immutable swapLogic;
    address public immutable feeVault;
    address public immutable wrappedNative;
    /// @notice Where `rescue` sends tokens sent to the router by mistake (fixed at deployment).
    address public immutable treasury;
    /// @notice This contract's own address (the router's admin code).
    address public immutable routerAdmin = address(this);

    /// @dev The router's own immutables, for its getters (the router passes its own).
    constructor(address swapLogic_, address feeVault_, address wrappedNative_, address treasury_) {
        swapLogic = swapLogic_;
        feeVault = feeVault_;
        wrappedNative = wrappedNative_;
        treasury = treasury_;
    }

    // ---- getters of the router's state ----

    function owner() external view returns (address) {
        return _owner;
    }

    /// @notice The owner named by `transferOwnership`, until it accepts.
    function pendingOwner() external view returns (address) {
        return _pendingOwner;
    }

    /// @notice When an announced executor may be allowed (0: not announced).
    function executorAllowedAt(address executor) external view returns (uint256) {
        return _executorAllowedAt[executor];
    }

    /// @notice The position executor of an allowed position manager (zero: none).
    function positionExecutors(address positionManager) external view returns (address) {
        return _positionExecutors[positionManager];
    }

    /// @notice The announced pairing of a position manager (allowedAt 0: none).
    function positionManagerAnnouncements(address positionManager) external view returns (address executor, uint256 allowedAt) {
        PositionManagerAnnouncement storage announcement = _positionManagerAnnouncements[positionManager];
        return (announcement.executor, announcement.allowedAt);
    }

    /// @notice The announced rescue of a token (allowedAt 0: none).
    function rescueAnnouncements(address token) external view returns (uint256 amount, uint256 allowedAt) {
        RescueAnnouncement storage announcement = _rescueAnnouncements[token];
        return (announcement.amount, announcement.allowedAt);
    }

    // ---- admin: two-step ownership, timelocked executors ----

    modifier onlyOwner() {
        if (msg.sender != _owner) revert NotOwner();
        _;
    }

    /// @notice Names the next _owner; it takes over when it calls `acceptOwnership` (zero cancels).
    function transferOwnership(address pendingOwner_) external onlyOwner {
        _pendingOwner = pendingOwner_;
        emit OwnershipTransferStarted(_owner, pendingOwner_);
    }

    function acceptOwnership() external {
        if (msg.sender != _pendingOwner || msg.sender == address(0)) revert NotPendingOwner();
        _owner = msg.sender;
        _pendingOwner = address(0);
        emit OwnerChanged(msg.sender);
    }

    /// @notice Announces an executor; `allowExecutor` can allow it `EXECUTOR_DELAY` later.
    function announceExecutor(address executor) external onlyOwner {
        if (executor == address(0)) revert ZeroAddress();
        uint256 allowedAt = block.timestamp + ANNOUNCEMENT_DELAY;
        _executorAllowedAt[executor] = allowedAt;
        emit ExecutorAnnounced(executor, allowedAt);
    }

    function cancelExecutorAnnouncement(address executor) external onlyOwner {
        delete _executorAllowedAt[executor];
        emit ExecutorAnnouncementCancelled(executor);
    }

    /// @notice Allows an executor announced at least `EXECUTOR_DELAY` ago (and not expired): code the router runs by DELEGATECALL.
    function allowExecutor(address executor) external onlyOwner {
        uint256 allowedAt = _executorAllowedAt[executor];
        if (allowedAt == 0) revert NotAnnounced(executor);
        _requireApplicable(allowedAt);
        delete _executorAllowedAt[executor];
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
        uint256 allowedAt = block.timestamp + ANNOUNCEMENT_DELAY;
        _positionManagerAnnouncements[positionManager] = PositionManagerAnnouncement(executor, allowedAt);
        emit PositionManagerAnnounced(positionManager, executor, allowedAt);
    }

    function cancelPositionManagerAnnouncement(address positionManager) external onlyOwner {
        delete _positionManagerAnnouncements[positionManager];
        emit PositionManagerAnnouncementCancelled(positionManager);
    }

    /// @notice Pairs a position manager with the executor announced for it at least `EXECUTOR_DELAY` ago (and not expired).
    function allowPositionManager(address positionManager) external onlyOwner {
        PositionManagerAnnouncement memory announcement = _positionManagerAnnouncements[positionManager];
        if (announcement.allowedAt == 0) revert NotAnnounced(positionManager);
        _requireApplicable(announcement.allowedAt);
        delete _positionManagerAnnouncements[positionManager];
        _positionExecutors[positionManager] = announcement.executor;
        emit PositionManagerSet(positionManager, announcement.executor);
    }

    /// @notice Disallows a position manager at once (taking power away needs no delay).
    function revokePositionManager(address positionManager) external onlyOwner {
        delete _positionExecutors[positionManager];
        emit PositionManagerSet(positionManager, address(0));
    }

    /// @notice Announces the rescue of `amount` of `token` (native: 0xEeee...EEeE) held by the router
    /// by mistake; `rescue` can send it to the treasury `EXECUTOR_DELAY` later.
    function announceRescue(address token, uint256 amount) external onlyOwner {
        uint256 allowedAt = block.timestamp + ANNOUNCEMENT_DELAY;
        _rescueAnnouncements[token] = RescueAnnouncement(amount, allowedAt);
        emit RescueAnnounced(token, amount, allowedAt);
    }

    function cancelRescueAnnouncement(address token) external onlyOwner {
        delete _rescueAnnouncements[token];
        emit RescueAnnouncementCancelled(token);
    }

    /// @notice Sends `amount` of `token` to the treasury, as announced at least `EXECUTOR_DELAY` ago (and not expired).
    function rescue(address token, uint256 amount) external onlyOwner {
        if (SwapSteps.tget(ROUTER_LOCK_SLOT) != 0) revert Reentrancy();
        RescueAnnouncement memory announcement = _rescueAnnouncements[token];
        if (announcement.allowedAt == 0 || announcement.amount != amount) revert NotAnnouncedRescue(token, amount);
        _requireApplicable(announcement.allowedAt);
        delete _rescueAnnouncements[token];
        if (token == NATIVE_TOKEN) SafeTransfer.transferNative(treasury, amount);
        else SafeTransfer.transfer(token, treasury, amount);
        emit Rescued(token, treasury, amount);
    }

    /// @dev An announcement applies from `allowedAt` for `ANNOUNCEMENT_WINDOW`.
    function _requireApplicable(uint256 allowedAt) private view {
        if (block.timestamp < allowedAt) revert TooEarly(allowedAt);
        if (block.timestamp > allowedAt + APPLICABLE_WINDOW) revert AnnouncementExpired(allowedAt + APPLICABLE_WINDOW);
    }

    function isExecutor(address executor) external view returns (bool) {
        return SwapSteps.isExecutor(executor);
    }

    /// @notice A call the router's fallback did not take as a swap callback: outside a swap there is
    /// none to take (`NoSwapInProgress`); inside one, only the step's own pool may call back.
    fallback() external {
        if (SwapSteps.tget(ROUTER_LOCK_SLOT) == 0) revert SwapSteps.NoSwapInProgress();
        revert SwapSteps.UnexpectedCallback(msg.sender);
    }
}
