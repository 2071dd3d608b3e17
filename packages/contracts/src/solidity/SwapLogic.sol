// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SwapRoute} from "./libraries/SwapRoute.sol";

/// @title SwapLogic
/// @notice Runs the routes of zaps and rebalances (`SwapRoute.execute`; a plain swap's route runs
/// in the router itself, saving this call). Stateless and holding nothing: it only ever runs by
/// DELEGATECALL from the contract holding the user's approval (the router), which has set the
/// payment context (`SwapSteps.begin`).
contract SwapLogic {
    address private immutable SELF = address(this);

    error DirectCall();

    modifier onlyDelegateCall() {
        if (address(this) == SELF) revert DirectCall();
        _;
    }

    /// @notice Executes every path of a packed route (see `SwapRoute.execute`), delivering the
    /// output token to `receiver`. Payable because DELEGATECALL keeps the caller's msg.value.
    function execute(bytes calldata route, bool exactOut, address receiver) external payable onlyDelegateCall {
        SwapRoute.execute(route, exactOut, receiver);
    }
}
