// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {FixtureToken} from "../FixtureToken.sol";

/// @title ReentrantToken
/// @notice Test double: an ERC20 that, once armed, makes one call of the attacker's choosing
/// from inside its next transfer (re-entering whoever moves it), and records whether it worked.
contract ReentrantToken is FixtureToken {
    address public target;
    bytes public payload;
    bool public attempted;
    bool public reentered;

    constructor() FixtureToken("Reentrant", "REENTER", 18) {}

    function arm(address target_, bytes calldata payload_) external {
        target = target_;
        payload = payload_;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        address t = target;
        if (t != address(0)) {
            target = address(0);
            attempted = true;
            (reentered,) = t.call(payload);
        }
        super._transfer(from, to, amount);
    }
}
