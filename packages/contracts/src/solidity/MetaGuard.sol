// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SafeTransfer} from "./libraries/SafeTransfer.sol";

/// @notice A swap of another contract (an aggregator's router) settled through the guard.
/// Native token: 0xEeee...EEeE.
struct GuardedSwap {
    address tokenIn;
    address tokenOut;
    /// @dev Exactly what the guard takes from the caller (native: the value sent).
    uint256 amountIn;
    /// @dev The least the caller must receive of `tokenOut`, or the whole transaction reverts.
    uint256 minAmountOut;
    /// @dev Approved for exactly `amountIn` of an ERC-20 `tokenIn` during the call (the aggregator's allowance target).
    address spender;
    /// @dev Called with `data` (and the native input as value); the aggregator's transaction.
    address target;
    bytes data;
}

/// @title MetaGuard
/// @notice What users approve for a meta aggregator's swap, instead of the aggregator's own
/// contracts. `swap` takes exactly `amountIn` of `tokenIn` from the caller (or its `msg.value`),
/// hands it to its `MetaGuardCaller`, which approves the aggregator's spender for exactly that
/// (or sends it as value), makes the aggregator's call, resets the approval to 0 and pays out
/// everything it holds of both tokens to the caller; then the guard checks that the caller's own
/// balance of `tokenOut` rose by at least `minAmountOut` (whatever a token's transfer tax), or
/// reverts. A contract that behaves otherwise than it did in a simulation can therefore only make
/// the transaction revert, never keep the input.
/// The aggregator's call is made by the `MetaGuardCaller`, never by the guard: users' allowances
/// are to the guard, so no calldata chosen by an aggregator (or by anyone calling `swap`) ever
/// runs with them; the guard itself only ever calls `tokenIn.transferFrom(msg.sender, …)`.
/// Stateless apart from a transient re-entrancy lock; no owner, nothing to administer.
contract MetaGuard {
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    bytes32 private constant LOCK_SLOT = keccak256("sluice.metaGuard.lock");

    /// @notice The contract that makes the aggregators' calls (deployed by this one, holds nothing between calls).
    MetaGuardCaller public immutable caller;

    error Reentrancy();
    error SameToken();
    error WrongValue(uint256 expected, uint256 value);
    error ForbiddenTarget(address target);
    error InsufficientOutput(uint256 received, uint256 minAmountOut);

    constructor() {
        caller = new MetaGuardCaller();
    }

    /// @return received What the caller's balance of `tokenOut` rose by.
    function swap(GuardedSwap calldata params) external payable returns (uint256 received) {
        if (_locked()) revert Reentrancy();
        _lock(1);
        address tokenIn = params.tokenIn;
        address tokenOut = params.tokenOut;
        if (tokenIn == tokenOut) revert SameToken();
        address target = params.target;
        if (target == address(this) || target == address(caller) || target == tokenIn || target == tokenOut) revert ForbiddenTarget(target);
        bool nativeIn = tokenIn == NATIVE;
        uint256 value = nativeIn ? params.amountIn : 0;
        if (msg.value != value) revert WrongValue(value, msg.value);

        uint256 before = _balanceOf(tokenOut, msg.sender);
        if (!nativeIn) SafeTransfer.transferFrom(tokenIn, msg.sender, address(caller), params.amountIn);
        caller.execute{value: value}(tokenIn, tokenOut, params.amountIn, params.spender, target, params.data, msg.sender);
        uint256 later = _balanceOf(tokenOut, msg.sender);
        received = later > before ? later - before : 0;
        if (received < params.minAmountOut) revert InsufficientOutput(received, params.minAmountOut);
        _lock(0);
    }

    function _locked() private view returns (bool locked) {
        bytes32 slot = LOCK_SLOT;
        assembly ("memory-safe") {
            locked := tload(slot)
        }
    }

    function _lock(uint256 value) private {
        bytes32 slot = LOCK_SLOT;
        assembly ("memory-safe") {
            tstore(slot, value)
        }
    }

    function _balanceOf(address token, address account) private view returns (uint256) {
        return token == NATIVE ? account.balance : SafeTransfer.balanceOf(token, account);
    }
}

/// @title MetaGuardCaller
/// @notice Makes a guarded swap's call to the aggregator, for its `MetaGuard` only. Nobody
/// approves it; it holds the input only during the call, and pays everything it holds of the
/// swap's two tokens to the user afterwards (output, unspent input, and anything sent to it by
/// mistake).
contract MetaGuardCaller {
    address private constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    address public immutable guard;

    error NotGuard();
    error ApproveFailed(address token);

    constructor() {
        guard = msg.sender;
    }

    function execute(address tokenIn, address tokenOut, uint256 amountIn, address spender, address target, bytes calldata data, address user)
        external
        payable
    {
        if (msg.sender != guard) revert NotGuard();
        bool nativeIn = tokenIn == NATIVE;
        if (!nativeIn) _approve(tokenIn, spender, amountIn);
        (bool ok, bytes memory result) = target.call{value: msg.value}(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(result, 32), mload(result))
            }
        }
        if (!nativeIn) _approve(tokenIn, spender, 0);
        _sweep(tokenOut, user);
        _sweep(tokenIn, user);
    }

    /// @dev Native output and refunds from the aggregator's contracts.
    receive() external payable {}

    function _sweep(address token, address user) private {
        if (token == NATIVE) {
            uint256 amount = address(this).balance;
            if (amount != 0) SafeTransfer.transferNative(user, amount);
        } else {
            uint256 amount = SafeTransfer.balanceOf(token, address(this));
            if (amount != 0) SafeTransfer.transfer(token, user, amount);
        }
    }

    /// @dev `approve`, for tokens returning true or nothing (as `SafeTransfer` does for transfers).
    function _approve(address token, address spender, uint256 amount) private {
        bool ok;
        assembly ("memory-safe") {
            let ptr := mload(0x40)
            mstore(ptr, shl(224, 0x095ea7b3)) // approve(address,uint256)
            mstore(add(ptr, 0x04), spender)
            mstore(add(ptr, 0x24), amount)
            ok := call(gas(), token, 0, ptr, 0x44, 0, 0x20)
            ok := and(ok, or(and(gt(returndatasize(), 31), eq(mload(0), 1)), and(iszero(returndatasize()), gt(extcodesize(token), 0))))
        }
        if (!ok) revert ApproveFailed(token);
    }
}
