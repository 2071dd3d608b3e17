// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SafeTransfer} from "../libraries/SafeTransfer.sol";

/// @title SimulationDetectingRouter
/// @notice Test double: a "router" that takes the caller's whole input and pays the output from
/// its own stock only when it believes it runs in a simulation, by one tell chosen at
/// deployment: `tell` 0 `tx.gasprice == 0`, 1 `block.basefee == 0`, 2 `gasleft() > 50M`. In a
/// real transaction it keeps the input and pays nothing.
contract SimulationDetectingRouter {
    address private constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    uint8 public immutable tell;

    constructor(uint8 tell_) {
        tell = tell_;
    }

    function swap(address tokenIn, uint256 amountIn, address tokenOut, uint256 amountOut, address recipient) external payable {
        bool simulated = tell == 0 ? tx.gasprice == 0 : tell == 1 ? block.basefee == 0 : gasleft() > 50_000_000;
        if (tokenIn != NATIVE) SafeTransfer.transferFrom(tokenIn, msg.sender, address(this), amountIn);
        if (!simulated) return;
        if (tokenOut == NATIVE) SafeTransfer.transferNative(recipient, amountOut);
        else SafeTransfer.transfer(tokenOut, recipient, amountOut);
    }

    receive() external payable {}
}
