// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IExecutor} from "@sluice/contracts/interfaces/IExecutor.sol";
import {DelegateCallOnly} from "@sluice/contracts/libraries/DelegateCallOnly.sol";
import {SwapSteps} from "@sluice/contracts/libraries/SwapSteps.sol";

/// @title ConcentratedLiquidityExecutor
/// @notice The executor of a concentrated-liquidity pool that swaps with a callback (Uniswap V3,
/// Algebra and their forks): the route step, the pool's call, the callback's payment and the amount
/// checks. The pool's swap is `(address recipient, bool zeroForOne, int256 amountSpecified,
/// uint160 sqrtPriceLimitX96, bytes data) -> (int256 amount0, int256 amount1)`, whatever a kind
/// names it: a kind's executor gives only its selector (`_swapSelector`). The pool's swap callback
/// (whatever the kind or a fork names it) reaches the caller's fallback, which hands it to this
/// executor's fallback once it has checked the caller is the step's pool; the executor then pays
/// the amount owed as the step's pay context says.
/// Step data: abi.encodePacked(address pool, address tokenIn, bool zeroForOne). The price limit is
/// one step inside the extreme (pools reject the extremes themselves): the route's amount bounds,
/// checked by the swap logic, protect the trader.
/// The pool's call and the callback's decoding are written by hand: they run on every step.
abstract contract ConcentratedLiquidityExecutor is IExecutor, DelegateCallOnly {
    uint160 private constant MIN_SQRT_RATIO_PLUS_ONE = 4295128740;
    uint160 private constant MAX_SQRT_RATIO_MINUS_ONE = 1461446703485210103287273052203988822378723970341;
    address private immutable SELF = address(this);

    error PartialFill(uint256 requested, uint256 received);
    error InvalidCallback();
    error MalformedStep();

    function swap(bytes calldata data, bool exactOut, uint256 amount, address recipient, bytes calldata payContext)
        external payable
        onlyDelegateCall
        returns (uint256 amountIn, uint256 amountOut)
    {
        if (data.length < 41) revert MalformedStep();
        (address pool, address tokenIn, bool zeroForOne) = SwapSteps.readStepHead(data);
        SwapSteps.expectCallback(pool, SELF);
        (int256 amount0, int256 amount1) = _callSwap(pool, recipient, zeroForOne, exactOut ? -int256(amount) : int256(amount), tokenIn, payContext);
        SwapSteps.clearCallback();
        (int256 deltaIn, int256 deltaOut) = zeroForOne ? (amount0, amount1) : (amount1, amount0);
        amountIn = uint256(deltaIn);
        amountOut = uint256(-deltaOut);
        if (exactOut && amountOut != amount) revert PartialFill(amount, amountOut);
    }

    /// @notice The pool's swap callback `(int256 amount0Delta, int256 amount1Delta, bytes data)`, any selector.
    fallback() external onlyDelegateCall {
        int256 owed;
        address tokenIn;
        uint256 contextStart;
        uint256 contextEnd;
        bool malformed;
        assembly ("memory-safe") {
            let amount0Delta := calldataload(4)
            owed := calldataload(36)
            if sgt(amount0Delta, 0) { owed := amount0Delta }
            // data (ABI: its offset, then its length and bytes): tokenIn (20 bytes) | pay context.
            let offset := calldataload(68)
            let start := add(offset, 36)
            let length := calldataload(add(offset, 4))
            contextStart := add(start, 20)
            contextEnd := add(start, length)
            malformed := or(or(gt(offset, calldatasize()), gt(length, calldatasize())), or(lt(length, 20), gt(contextEnd, calldatasize())))
            tokenIn := shr(96, calldataload(start))
        }
        if (malformed) revert InvalidCallback();
        if (owed <= 0) revert InvalidCallback();
        SwapSteps.pay(tokenIn, uint256(owed), msg.sender, msg.data[contextStart:contextEnd]);
    }

    /// @notice The selector of the kind's pool swap (`swap` for Uniswap V3 and Algebra alike).
    function _swapSelector() internal pure virtual returns (bytes4);

    /// @dev The pool's swap up to the price limit one step inside the extreme, paying `recipient`,
    /// with `tokenIn` and the pay context as the callback's data; returns the pool's balance
    /// changes (positive: the pool receives).
    function _callSwap(address pool, address recipient, bool zeroForOne, int256 amountSpecified, address tokenIn, bytes calldata payContext)
        private
        returns (int256 amount0, int256 amount1)
    {
        bytes4 selector = _swapSelector();
        uint160 limit = zeroForOne ? MIN_SQRT_RATIO_PLUS_ONE : MAX_SQRT_RATIO_MINUS_ONE;
        assembly ("memory-safe") {
            let ptr := mload(0x40)
            let length := add(20, payContext.length)
            mstore(ptr, selector)
            mstore(add(ptr, 0x04), recipient)
            mstore(add(ptr, 0x24), zeroForOne)
            mstore(add(ptr, 0x44), amountSpecified)
            mstore(add(ptr, 0x64), limit)
            mstore(add(ptr, 0x84), 0xa0)
            mstore(add(ptr, 0xa4), length)
            // The word after the data zeroes its padding; tokenIn and the context are written over it.
            mstore(add(add(ptr, 0xc4), length), 0)
            mstore(add(ptr, 0xc4), shl(96, tokenIn))
            calldatacopy(add(ptr, 0xd8), payContext.offset, payContext.length)
            if iszero(call(gas(), pool, 0, ptr, add(0xc4, and(add(length, 31), not(31))), 0, 0x40)) {
                returndatacopy(ptr, 0, returndatasize())
                revert(ptr, returndatasize())
            }
            // A call to an address without code succeeds with nothing returned.
            if lt(returndatasize(), 0x40) { revert(0, 0) }
            amount0 := mload(0)
            amount1 := mload(0x20)
        }
    }
}
