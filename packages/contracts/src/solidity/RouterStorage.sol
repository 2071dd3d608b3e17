// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @dev The native token's address in Sluice's calls (value, not a contract).
address constant NATIVE_TOKEN = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
/// @dev The highest partner fee, in basis points.
uint256 constant MAX_PARTNER_FEE = 100;
/// @dev Time between announcing an executor (a position manager's pairing, a rescue) and applying it.
uint256 constant ANNOUNCEMENT_DELAY = 2 days;
/// @dev Time after the delay during which an announcement may be applied; later it has expired.
uint256 constant APPLICABLE_WINDOW = 7 days;
/// @dev The transient slot of the router's re-entrancy lock.
bytes32 constant ROUTER_LOCK_SLOT = keccak256("sluice.router.lock");

/// @title RouterStorage
/// @notice The router's state, events and errors, shared by the `Router` (the entry points users
/// call) and the `RouterAdmin` (its admin functions and getters, which the router runs by
/// DELEGATECALL in its own context): one storage layout, declared once. Neither contract may
/// declare a state variable of its own.
abstract contract RouterStorage {
    /// @notice An announced pairing of a position manager with a position executor, and when it may be allowed.
    struct PositionManagerAnnouncement {
        address executor;
        uint256 allowedAt;
    }
    /// @notice An announced rescue of an amount of a token, and when it may be made.
    struct RescueAnnouncement {
        uint256 amount;
        uint256 allowedAt;
    }

    address internal _owner;
    /// @dev The owner named by `transferOwnership`, until it accepts.
    address internal _pendingOwner;
    /// @dev When each announced executor may be allowed (0: not announced).
    mapping(address => uint256) internal _executorAllowedAt;
    /// @dev The position executor of each allowed position manager.
    mapping(address => address) internal _positionExecutors;
    /// @dev The announced pairing of each position manager (allowedAt 0: none).
    mapping(address => PositionManagerAnnouncement) internal _positionManagerAnnouncements;
    /// @dev The announced rescue of each token (allowedAt 0: none).
    mapping(address => RescueAnnouncement) internal _rescueAnnouncements;

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
}
