// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TaxToken} from "./TaxToken.sol";

/// @title ProbeExemptTaxToken
/// @notice Test double: a `TaxToken` that spares transfers to one fixed address, the recipient a
/// fee-on-transfer probe with a fixed recipient would use: such a probe sees no tax.
contract ProbeExemptTaxToken is TaxToken {
    address public immutable spared;

    constructor(uint256 taxBps_, address exempt_, address spared_) TaxToken(taxBps_, exempt_) {
        spared = spared_;
    }

    function _untaxed(address to) internal view override returns (bool) {
        return to == spared;
    }
}
