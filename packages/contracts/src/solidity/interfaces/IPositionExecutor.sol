// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice A per-DEX-type position executor: how the router works a concentrated-liquidity
/// position manager (NFT positions). Like swap executors it runs by DELEGATECALL in the router's
/// context, so the position manager sees the router as the payer and the NFT's operator. The
/// router's owner pairs each position manager with its executor; nothing else is ever called.
/// The state-changing functions are payable because DELEGATECALL keeps the caller's msg.value
/// (a native zap); `positionOf` only reads, so the router calls it directly.
interface IPositionExecutor {
    /// @notice The pool tokens of position `tokenId` and its liquidity.
    function positionOf(address positionManager, uint256 tokenId)
        external view
        returns (address token0, address token1, uint128 liquidity);

    /// @notice Mints a position of `token0`/`token1` (range and pool from `data`, the DEX's own
    /// bytes) to `recipient`, offering at most `amount0`/`amount1` held by the caller.
    function mint(address positionManager, address token0, address token1, bytes calldata data, uint256 amount0, uint256 amount1, address recipient)
        external payable
        returns (uint256 tokenId, uint128 liquidity, uint256 used0, uint256 used1);

    /// @notice Adds liquidity to position `tokenId`, offering at most `amount0`/`amount1`.
    function increase(address positionManager, uint256 tokenId, address token0, address token1, uint256 amount0, uint256 amount1)
        external payable
        returns (uint128 liquidity, uint256 used0, uint256 used1);

    /// @notice Removes all liquidity of `tokenId`, collects everything owed (earned fees
    /// included) to the caller and burns the NFT.
    function withdraw(address positionManager, uint256 tokenId)
        external payable
        returns (address token0, address token1, uint256 amount0, uint256 amount1);

    /// @notice Deposits the caller's NFT `tokenId` in `staker`, stakes it as `data` says and hands
    /// the deposit to `owner`.
    function stake(address positionManager, address staker, uint256 tokenId, bytes calldata data, address owner) external payable;
}
