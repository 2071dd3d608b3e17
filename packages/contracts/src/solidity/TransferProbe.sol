// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SafeTransfer} from "./libraries/SafeTransfer.sol";

/// @title TransferProbe
/// @notice Never deployed. Its runtime code is placed, by a state override in an `eth_call`, at
/// the address of an account that holds a token (a pool), to measure what transfers really
/// move: a fee-on-transfer token sends or delivers other than the amount asked. Several
/// transfers (to several recipients, of several amounts) in one call, as a token may spare some.
contract TransferProbe {
    /// @return sent What this account's balance went down by, per transfer.
    /// @return received What `to[i]`'s balance went up by, per transfer.
    function probe(address token, address[] calldata to, uint256[] calldata amounts)
        external
        returns (uint256[] memory sent, uint256[] memory received)
    {
        sent = new uint256[](to.length);
        received = new uint256[](to.length);
        for (uint256 i; i < to.length; ++i) {
            uint256 fromBefore = SafeTransfer.balanceOf(token, address(this));
            uint256 toBefore = SafeTransfer.balanceOf(token, to[i]);
            SafeTransfer.transfer(token, to[i], amounts[i]);
            sent[i] = fromBefore - SafeTransfer.balanceOf(token, address(this));
            received[i] = SafeTransfer.balanceOf(token, to[i]) - toBefore;
        }
    }
}
