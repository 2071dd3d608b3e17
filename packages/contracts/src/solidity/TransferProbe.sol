// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SafeTransfer} from "./libraries/SafeTransfer.sol";

/// @title TransferProbe
/// @notice Never deployed. Its runtime code is placed, by a state override in an `eth_call`, at
/// the address of an account that holds a token (a pool), to measure what a transfer really
/// moves: a fee-on-transfer token sends or delivers other than the amount asked.
contract TransferProbe {
    /// @return sent What this account's balance went down by.
    /// @return received What `to`'s balance went up by.
    function probe(address token, address to, uint256 amount) external returns (uint256 sent, uint256 received) {
        uint256 fromBefore = SafeTransfer.balanceOf(token, address(this));
        uint256 toBefore = SafeTransfer.balanceOf(token, to);
        SafeTransfer.transfer(token, to, amount);
        sent = fromBefore - SafeTransfer.balanceOf(token, address(this));
        received = SafeTransfer.balanceOf(token, to) - toBefore;
    }
}
