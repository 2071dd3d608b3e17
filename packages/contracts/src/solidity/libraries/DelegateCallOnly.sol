// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title DelegateCallOnly
/// @notice For code that must only run by DELEGATECALL in the router's context (executors):
/// called directly, it would act on its own (empty) state, or take tokens sent to it by mistake.
abstract contract DelegateCallOnly {
    address private immutable DEPLOYED_AT = address(this);

    error DirectCall();

    modifier onlyDelegateCall() {
        if (address(this) == DEPLOYED_AT) revert DirectCall();
        _;
    }
}
