// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice A per-DEX-type executor. Executors run by DELEGATECALL in the caller's context (the
/// router), so pools see the router as their counterparty and call it back.
interface IExecutor {
    /// @param data The step's DEX-specific bytes (pool, tokens, ...), built by the source adapter.
    /// @param exactOut Whether `amount` is the exact output (buy) or the exact input (sell).
    /// @param amount Exact input (sell) or exact output (buy) of the step.
    /// @param recipient Where the step's output goes.
    /// @param payContext Opaque: how to pay the step's input; handed to `SwapSteps.pay`.
    function swap(bytes calldata data, bool exactOut, uint256 amount, address recipient, bytes calldata payContext)
        external payable
        returns (uint256 amountIn, uint256 amountOut);
}
