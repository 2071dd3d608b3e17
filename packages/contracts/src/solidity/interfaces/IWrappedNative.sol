// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice WETH9-style wrapped native token.
interface IWrappedNative {
    function deposit() external payable;
    function withdraw(uint256 amount) external;
}
