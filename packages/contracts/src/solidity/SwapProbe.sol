// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SafeTransfer} from "./libraries/SafeTransfer.sol";

/// @title SwapProbe
/// @notice Never deployed. Its runtime code is placed, by a state override in an `eth_call`, at
/// the user's address, to run the user's swap from there and measure what it really moves: what
/// the user spent of the input and what the recipient received of the output (balance changes,
/// so a token that taxes or rebases on transfer shows as other amounts than the route's).
contract SwapProbe {
    address private constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    /// @notice Calls `target` with `data` and `value` from this account; bubbles up its revert.
    function probe(address target, bytes calldata data, uint256 value, address tokenIn, address tokenOut, address recipient)
        external
        returns (uint256 spent, uint256 received)
    {
        uint256 inBefore = _balanceOf(tokenIn, address(this));
        uint256 outBefore = _balanceOf(tokenOut, recipient);
        (bool ok, bytes memory result) = target.call{value: value}(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(result, 32), mload(result))
            }
        }
        spent = inBefore - _balanceOf(tokenIn, address(this));
        received = _balanceOf(tokenOut, recipient) - outBefore;
    }

    /// @dev Native refunds and native output sent to the user.
    receive() external payable {}

    function _balanceOf(address token, address account) private view returns (uint256) {
        return token == NATIVE ? account.balance : SafeTransfer.balanceOf(token, account);
    }
}
