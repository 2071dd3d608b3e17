// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TaxToken} from "./TaxToken.sol";

/// @title GasPriceTaxToken
/// @notice Test double: a `TaxToken` that taxes only in transactions paying for gas
/// (`tx.gasprice > 0`): a simulation at gas price 0 sees no tax, a real transaction does.
contract GasPriceTaxToken is TaxToken {
    constructor(uint256 taxBps_, address exempt_) TaxToken(taxBps_, exempt_) {}

    function _untaxed(address) internal view override returns (bool) {
        return tx.gasprice == 0;
    }
}
