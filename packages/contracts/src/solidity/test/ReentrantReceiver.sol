// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title ReentrantReceiver
/// @notice Test double: a "staker" that, when handed an NFT (`onERC721Received`), re-enters the
/// router with the calls it was armed with (a zap, a rebalance of the NFT, a forged pool
/// callback) and records whether any of them worked; then accepts the NFT.
contract ReentrantReceiver {
    address public target;
    bytes[] public payloads;
    uint256 public attempts;
    uint256 public successes;

    function arm(address target_, bytes[] calldata payloads_) external {
        target = target_;
        delete payloads;
        for (uint256 i = 0; i < payloads_.length; ++i) payloads.push(payloads_[i]);
    }

    function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4) {
        for (uint256 i = 0; i < payloads.length; ++i) {
            ++attempts;
            (bool ok,) = target.call(payloads[i]);
            if (ok) ++successes;
        }
        return this.onERC721Received.selector;
    }

    /// @notice The v3-staker's deposit hand-over, which the router calls after the transfer.
    function transferDeposit(uint256, address) external {}
}
