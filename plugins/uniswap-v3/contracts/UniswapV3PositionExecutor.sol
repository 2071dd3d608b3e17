// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ConcentratedLiquidityPositionExecutor} from "@sluice/concentrated-liquidity/contracts/ConcentratedLiquidityPositionExecutor.sol";

/// @notice What V3's NonfungiblePositionManager has beyond the shared ABI: its `mint` (a fee tier
/// names the pool) and the NFT transfer that stakes a position.
interface INonfungiblePositionManager {
    struct MintParams {
        address token0;
        address token1;
        uint24 fee;
        int24 tickLower;
        int24 tickUpper;
        uint256 amount0Desired;
        uint256 amount1Desired;
        uint256 amount0Min;
        uint256 amount1Min;
        address recipient;
        uint256 deadline;
    }

    function mint(MintParams calldata params) external payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1);
    function safeTransferFrom(address from, address to, uint256 tokenId, bytes calldata data) external;
}

interface IUniswapV3Staker {
    function transferDeposit(uint256 tokenId, address to) external;
}

/// @title UniswapV3PositionExecutor
/// @notice Works Uniswap V3's NonfungiblePositionManager (and forks with its ABI) for the
/// router's zap and rebalance: the shared concentrated-liquidity position executor with V3's
/// mint and staking.
/// Mint data: abi.encode(uint24 fee, int24 tickLower, int24 tickUpper).
/// Stake data: an ABI-encoded v3-staker IncentiveKey (the staker stakes on receipt of the NFT).
contract UniswapV3PositionExecutor is ConcentratedLiquidityPositionExecutor {
    function stake(address positionManager, address staker, uint256 tokenId, bytes calldata data, address owner) external payable onlyDelegateCall {
        // The staker records the sender (the router) as the deposit's owner and stakes it on receipt;
        // the deposit then passes to the position's owner, who alone can unstake and withdraw it.
        INonfungiblePositionManager(positionManager).safeTransferFrom(address(this), staker, tokenId, data);
        IUniswapV3Staker(staker).transferDeposit(tokenId, owner);
    }

    function _mint(address positionManager, address token0, address token1, bytes calldata data, uint256 amount0, uint256 amount1, address recipient)
        internal override
        returns (uint256 tokenId, uint128 liquidity, uint256 used0, uint256 used1)
    {
        (uint24 fee, int24 tickLower, int24 tickUpper) = abi.decode(data, (uint24, int24, int24));
        return INonfungiblePositionManager(positionManager).mint(
            INonfungiblePositionManager.MintParams({
                token0: token0,
                token1: token1,
                fee: fee,
                tickLower: tickLower,
                tickUpper: tickUpper,
                amount0Desired: amount0,
                amount1Desired: amount1,
                amount0Min: 0,
                amount1Min: 0,
                recipient: recipient,
                deadline: block.timestamp
            })
        );
    }
}
