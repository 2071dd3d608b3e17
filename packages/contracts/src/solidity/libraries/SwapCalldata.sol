// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice A swap request, as `SwapCalldata.decode` reads it from `Router.swap`'s packed calldata.
/// Native token: 0xEeee...EEeE.
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
}

/// @title SwapCalldata
/// @notice Reads `Router.swap`'s arguments, packed after its selector rather than ABI-encoded (an
/// ABI-encoded struct is mostly zero padding, and a one-pool swap's calldata costs as much gas as
/// a good part of the router's own work):
///   uint8 flags (bit 0: buy; bit 1: a recipient follows, else the caller receives; bit 2: a
///   partner follows, else none) | address tokenIn | address tokenOut | amountIn | amountOut |
///   deadline | [address recipient] | [uint32 partnerId | uint16 partnerFeeBps] | route (the rest,
///   see `SwapRoute.execute`).
/// Amounts and the deadline are compact uints: a uint8 byte count (at most 32), then that many
/// bytes, big-endian. The TypeScript codec is `encodeSwapCall` / `decodeSwapCall` (the core package).
library SwapCalldata {
    uint256 internal constant FLAG_EXACT_OUT = 1;
    uint256 internal constant FLAG_RECIPIENT = 2;
    uint256 internal constant FLAG_PARTNER = 4;

    error MalformedCall();

    /// @notice The request and its packed route, read in place from this call's calldata (by
    /// hand, in one pass: this runs on every swap).
    function decode() internal view returns (SwapParams memory params, bytes calldata route) {
        uint256 offset;
        bool malformed;
        assembly ("memory-safe") {
            // A compact uint at `o`: its value and the offset after it (a shift by 256, no bytes, gives 0).
            function compact(o) -> value, next, size {
                size := byte(0, calldataload(o))
                value := shr(shl(3, sub(32, size)), calldataload(add(o, 1)))
                next := add(add(o, 1), size)
            }
            let flags := byte(0, calldataload(4))
            mstore(params, shr(96, calldataload(5)))
            mstore(add(params, 0x20), shr(96, calldataload(25)))
            let value, next, size := compact(45)
            mstore(add(params, 0x40), value)
            malformed := gt(size, 32)
            value, next, size := compact(next)
            mstore(add(params, 0x60), value)
            malformed := or(malformed, gt(size, 32))
            value, next, size := compact(next)
            mstore(add(params, 0xa0), value)
            malformed := or(malformed, or(gt(size, 32), gt(flags, 7)))
            offset := next
            switch and(flags, FLAG_RECIPIENT)
            case 0 { mstore(add(params, 0x80), caller()) }
            default {
                mstore(add(params, 0x80), shr(96, calldataload(offset)))
                offset := add(offset, 20)
            }
            if and(flags, FLAG_PARTNER) {
                let word := calldataload(offset)
                mstore(add(params, 0xc0), shr(224, word))
                mstore(add(params, 0xe0), and(shr(208, word), 0xffff))
                offset := add(offset, 6)
            }
            mstore(add(params, 0x100), and(flags, FLAG_EXACT_OUT))
        }
        // Reads past the end give zeros; a call that ends inside its head is refused here.
        if (malformed || offset > msg.data.length) revert MalformedCall();
        route = msg.data[offset:];
    }
}
