// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ConcentratedLiquidityPositionExecutor} from "@sluice/concentrated-liquidity/contracts/ConcentratedLiquidityPositionExecutor.sol";

/// @notice What Slipstream's NonfungiblePositionManager has beyond the shared ABI: its `mint`,
/// where a tick spacing, not a fee tier, names the pool (and a new pool's initial price).
interface ISlipstreamPositionManager {
    struct MintParams {
        address token0;
        address token1;
        int24 tickSpacing;
        int24 tickLower;
        int24 tickUpper;
        uint256 amount0Desired;
        uint256 amount1Desired;
        uint256 amount0Min;
        uint256 amount1Min;
        address recipient;
        uint256 deadline;
        uint160 sqrtPriceX96;
    }

    function mint(MintParams calldata params) external payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1);
}

/// @title SlipstreamPositionExecutor
/// @notice Works Slipstream's NonfungiblePositionManager for the router's zap and rebalance: the
/// shared concentrated-liquidity position executor with Slipstream's mint.
/// Mint data: abi.encode(int24 tickSpacing, int24 tickLower, int24 tickUpper) (Slipstream keys
/// pools by tick spacing; the pool exists, so the mint's sqrtPriceX96 is zero).
/// Staking is not supported (Slipstream's gauges are not Uniswap's v3-staker).
contract SlipstreamPositionExecutor is ConcentratedLiquidityPositionExecutor {
    error StakingUnsupported();

    function stake(address, address, uint256, bytes calldata, address) external payable onlyDelegateCall {
        revert StakingUnsupported();
    }

    function _mint(address positionManager, address token0, address token1, bytes calldata data, uint256 amount0, uint256 amount1, address recipient)
        internal override
        returns (uint256 tokenId, uint128 liquidity, uint256 used0, uint256 used1)
    {
        (int24 tickSpacing, int24 tickLower, int24 tickUpper) = abi.decode(data, (int24, int24, int24));
        return ISlipstreamPositionManager(positionManager).mint(
            ISlipstreamPositionManager.MintParams({
                token0: token0,
                token1: token1,
                tickSpacing: tickSpacing,
                tickLower: tickLower,
                tickUpper: tickUpper,
                amount0Desired: amount0,
                amount1Desired: amount1,
                amount0Min: 0,
                amount1Min: 0,
                recipient: recipient,
                deadline: block.timestamp,
                sqrtPriceX96: 0
            })
        );
    }
}
