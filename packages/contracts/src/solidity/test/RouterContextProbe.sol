// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {Router} from "../Router.sol";
import {SwapSteps} from "../libraries/SwapSteps.sol";

/// @title RouterContextProbe
/// @notice Test double: a router that, in the same transaction as a swap, reads back the swap
/// context it keeps in transient storage, to show that what could pay (an expected pool, an input
/// token) does not outlive the swap.
contract RouterContextProbe is Router {
    constructor(address owner_, address swapLogic_, address feeVault_, address wrappedNative_, address[] memory executors_)
        Router(owner_, swapLogic_, feeVault_, wrappedNative_, owner_, executors_, new address[](0), new address[](0))
    {}

    /// @notice Makes the swap `call` (`swap`'s calldata; native input only: the router itself pays)
    /// and returns the context slots afterwards: payer (with the native flag), input token,
    /// remaining budget, expected pool, callback executor.
    function swapAndReadContext(bytes calldata call) external payable returns (uint256[5] memory left) {
        (bool ok, bytes memory result) = address(this).call{value: msg.value}(call);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(result, 0x20), mload(result))
            }
        }
        left = [
            SwapSteps.tget(SwapSteps.PAYER_SLOT),
            SwapSteps.tget(SwapSteps.INPUT_TOKEN_SLOT),
            SwapSteps.tget(SwapSteps.REMAINING_BUDGET_SLOT),
            SwapSteps.tget(SwapSteps.EXPECTED_POOL_SLOT),
            SwapSteps.tget(SwapSteps.CALLBACK_EXECUTOR_SLOT)
        ];
    }
}
