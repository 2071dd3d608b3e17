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
    /// @param route Paths one after another, each: uint8 step count | uint256 amount (sell: the
    /// path's exact input; buy: its exact output) | step records (see `SwapSteps`).
    function execute(bytes calldata route, bool exactOut, address receiver) internal {
        uint256 offset = 0;
        while (offset < route.length) {
            uint256 n = uint8(route[offset]);
            if (n == 0) revert EmptyPath();
            uint256 amount = uint256(bytes32(route[offset + 1:offset + 33]));
            offset += 33;
            if (exactOut) {
                // The last step runs first; the previous ones travel in its pay context.
                uint256 first = offset;
                uint256 last;
                for (uint256 i = 0; i < n; ++i) {
                    last = offset;
                    offset = _next(route, offset);
                }
                SwapSteps.execute(
                    address(bytes20(route[last:last + 20])),
                    route[last + 22:offset],
                    true,
                    amount,
                    receiver,
                    bytes.concat(SwapSteps.PAY_FROM_PAYER, route[first:last])
                );
            } else {
                for (uint256 i = 0; i < n; ++i) {
                    uint256 start = offset;
                    offset = _next(route, offset);
                    (, amount) = SwapSteps.execute(
                        address(bytes20(route[start:start + 20])),
                        route[start + 22:offset],
                        false,
                        amount,
                        i == n - 1 ? receiver : address(this),
                        i == 0 ? SwapSteps.PAY_FROM_PAYER : SwapSteps.PAY_FROM_SELF
                    );
                }
            }
        }
    }

    /// @dev The offset after the step record at `offset`.
    function _next(bytes calldata route, uint256 offset) private pure returns (uint256) {
        return offset + 22 + uint16(bytes2(route[offset + 20:offset + 22]));
    }
}
