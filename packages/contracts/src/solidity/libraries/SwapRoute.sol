// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SwapSteps} from "./SwapSteps.sol";

/// @title SwapRoute
/// @notice Executes a packed route's steps in the context of the contract holding the user's
/// approval (the router runs a swap's route itself; zap and rebalance run theirs through
/// `SwapLogic`, by DELEGATECALL), after the payment context was set (`SwapSteps.begin`).
/// - Sell (exact input): each path runs forward; the first step is paid by the payer, the next
///   ones from the previous step's output (sent to the caller's own balance); the last step
///   delivers to `receiver`.
/// - Buy (exact output): each path runs backward by recursion: the last step asks its pool for
///   the exact output, and pays its input by running the previous step for exactly that amount,
///   delivered straight to the pool; the first step is paid by the payer.
/// Pool callbacks reach the caller's fallback, which hands them to `SwapSteps.forwardCallback`:
/// only the pool of the step in progress is accepted, once, and its executor pays it.
library SwapRoute {
    error EmptyPath();

    /// @notice Executes every path of a packed route, delivering the output token to `receiver`.
    /// @param route Paths one after another, each: uint8 step count | amount (sell: the path's exact
    /// input; buy: its exact output), a compact uint (uint8 byte count, at most 32, then that many
    /// bytes, big-endian) | step records (see `SwapSteps`).
    function execute(bytes calldata route, bool exactOut, address receiver) internal {
        uint256 offset = 0;
        while (offset < route.length) {
            // Read in place: a path's head, then each record's executor and length, bounds-checked once each.
            if (offset + 2 > route.length) revert SwapSteps.MalformedRoute();
            uint256 n;
            uint256 size;
            uint256 amount;
            assembly ("memory-safe") {
                let head := add(route.offset, offset)
                n := byte(0, calldataload(head))
                size := byte(1, calldataload(head))
                // A shift by 256 (no bytes) gives 0.
                amount := shr(shl(3, sub(32, size)), calldataload(add(head, 2)))
            }
            if (n == 0) revert EmptyPath();
            offset += 2 + size;
            if (size > 32 || offset > route.length) revert SwapSteps.MalformedRoute();
            if (exactOut) {
                // The last step runs first; the previous ones travel in its pay context.
                uint256 first = offset;
                uint256 last;
                for (uint256 i = 0; i < n; ++i) {
                    last = offset;
                    offset = _next(route, offset);
                }
                SwapSteps.executeCalldata(_executor(route, last), route[last + 22:offset], true, amount, receiver, SwapSteps.PAY_FROM_PAYER, route[first:last]);
            } else {
                for (uint256 i = 0; i < n; ++i) {
                    uint256 start = offset;
                    offset = _next(route, offset);
                    (, amount) = SwapSteps.executeCalldata(
                        _executor(route, start),
                        route[start + 22:offset],
                        false,
                        amount,
                        i == n - 1 ? receiver : address(this),
                        i == 0 ? SwapSteps.PAY_FROM_PAYER : SwapSteps.PAY_FROM_SELF,
                        route[0:0]
                    );
                }
            }
        }
    }

    /// @dev The executor of the step record at `offset` (`_next` checked the record's bounds).
    function _executor(bytes calldata route, uint256 offset) private pure returns (address executor) {
        assembly ("memory-safe") {
            executor := shr(96, calldataload(add(route.offset, offset)))
        }
    }

    /// @dev The offset after the step record at `offset`.
    function _next(bytes calldata route, uint256 offset) private pure returns (uint256 next) {
        if (offset + 22 > route.length) revert SwapSteps.MalformedRoute();
        assembly ("memory-safe") {
            next := add(add(offset, 22), shr(240, calldataload(add(route.offset, add(offset, 20)))))
        }
        if (next > route.length) revert SwapSteps.MalformedRoute();
    }
}
