// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

interface IFeeVault {
    function credit(uint32 partnerId, address token, uint256 amount) external payable;
}
