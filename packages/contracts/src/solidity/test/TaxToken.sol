// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {FixtureToken} from "../FixtureToken.sol";

/// @title TaxToken
/// @notice Test double: a fee-on-transfer ERC20. Every transfer burns `taxBps` of the amount
/// (the recipient gets the rest), except transfers from or to `exempt` (e.g. its pool's
/// liquidity provider, to seed the pool) and those `_untaxed` lets through (variants override it).
contract TaxToken is FixtureToken {
    uint256 public immutable taxBps;
    address public immutable exempt;

    constructor(uint256 taxBps_, address exempt_) FixtureToken("Tax Token", "TAX", 18) {
        taxBps = taxBps_;
        exempt = exempt_;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        uint256 tax = from == exempt || to == exempt || _untaxed(to) ? 0 : amount * taxBps / 10_000;
        super._transfer(from, to, amount);
        if (tax != 0) {
            balanceOf[to] -= tax;
            totalSupply -= tax;
            emit Transfer(to, address(0), tax);
        }
    }

    /// @dev Whether a transfer to `to` goes untaxed besides the exempt account's; none here.
    function _untaxed(address to) internal view virtual returns (bool) {}
}
