// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TaxToken} from "./TaxToken.sol";

/// @title OriginTaxToken
/// @notice Test double: a `TaxToken` that taxes only transfers to the transaction's sender
/// (`to == tx.origin`): a probe that sends to anyone else, or from a random caller, sees no tax;
/// the user receiving their own swap's output does.
contract OriginTaxToken is TaxToken {
    constructor(uint256 taxBps_, address exempt_) TaxToken(taxBps_, exempt_) {}

    function _untaxed(address to) internal view override returns (bool) {
        return to != tx.origin;
    }
}
