// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IFeeVault} from "./interfaces/IFeeVault.sol";
import {IPositionExecutor} from "./interfaces/IPositionExecutor.sol";
import {IWrappedNative} from "./interfaces/IWrappedNative.sol";
import {RouterAdmin} from "./RouterAdmin.sol";
import {RouterStorage, NATIVE_TOKEN, MAX_PARTNER_FEE, ROUTER_LOCK_SLOT} from "./RouterStorage.sol";
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
/// Its admin functions and getters (ownership, the timelocked executors, position managers and
/// rescues: see `RouterAdmin`) are answered at this address too: the fallback runs the
/// `RouterAdmin` this router deployed, by DELEGATECALL, on this router's storage.
/// Zap and rebalance build concentrated-liquidity positions through a position manager's
/// executor (paired per position manager by the owner, behind the same `EXECUTOR_DELAY`: the
/// position executor also runs by DELEGATECALL with every user's approval), paying the swaps from what the router
/// took from its caller in the same call (the caller's input, or the caller's own position), and
/// refunding every leftover before returning.
contract Router is RouterStorage {
    address private constant NATIVE = NATIVE_TOKEN;
    bytes32 private constant LOCK_SLOT = ROUTER_LOCK_SLOT;

    address private immutable swapLogic;
    address private immutable feeVault;
    address private immutable wrappedNative;
    /// @dev The admin functions and getters, run by DELEGATECALL from the fallback.
    address private immutable admin;

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
        _owner = owner_;
        swapLogic = swapLogic_;
        feeVault = feeVault_;
        wrappedNative = wrappedNative_;
        admin = address(new RouterAdmin(swapLogic_, feeVault_, wrappedNative_, treasury_));
        emit OwnerChanged(owner_);
        for (uint256 i = 0; i < executors_.length; ++i) {
            SwapSteps.setExecutor(executors_[i], true);
            emit ExecutorSet(executors_[i], true);
        }
        if (positionManagers_.length != positionExecutors_.length) revert LengthMismatch();
        for (uint256 i = 0; i < positionManagers_.length; ++i) {
            if (positionExecutors_[i] == address(0)) revert ZeroAddress();
            _positionExecutors[positionManagers_[i]] = positionExecutors_[i];
            emit PositionManagerSet(positionManagers_[i], positionExecutors_[i]);
        }
    }
    /// @notice Swaps along a packed route; returns the input spent and the output delivered. The
    /// request follows the selector packed, not ABI-encoded (`SwapCalldata`: a `SwapParams`, then
    /// the route).
    function swap() external payable returns (uint256 amountIn, uint256 amountOut) {
        if (SwapSteps.tget(LOCK_SLOT) != 0) revert Reentrancy();
        SwapSteps.tset(LOCK_SLOT, 1);
        (SwapParams memory params, bytes calldata route) = SwapCalldata.decode();
        if (block.timestamp > params.deadline) revert Expired(params.deadline);
        if (params.partnerFeeBps > MAX_PARTNER_FEE) revert PartnerFeeTooHigh(params.partnerFeeBps);
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
        if (partnerFeeBps > MAX_PARTNER_FEE) revert PartnerFeeTooHigh(partnerFeeBps);
    }

    function _positionExecutor(address positionManager) private view returns (address executor) {
        executor = _positionExecutors[positionManager];
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

    /// @notice Pool callbacks during a swap: the pool of the step in progress is handed to its
    /// executor. Every other call goes to the admin functions and getters (`RouterAdmin`), which
    /// refuse a callback from any other pool (`UnexpectedCallback`), or outside a swap
    /// (`NoSwapInProgress`).
    fallback() external {
        if (SwapSteps.isExpectedCallback()) SwapSteps.forwardCallback();
        address target = admin;
        assembly ("memory-safe") {
            let ptr := mload(0x40)
            calldatacopy(ptr, 0, calldatasize())
            let ok := delegatecall(gas(), target, ptr, calldatasize(), 0, 0)
            returndatacopy(ptr, 0, returndatasize())
            if iszero(ok) { revert(ptr, returndatasize()) }
            return(ptr, returndatasize())
        }
    }

    /// @notice Native only from the wrapped native token (unwrapping output).
    receive() external payable {
        if (msg.sender != wrappedNative) revert UnexpectedNative();
    }
}
