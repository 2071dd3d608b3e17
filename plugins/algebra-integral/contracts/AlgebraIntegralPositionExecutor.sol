// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ConcentratedLiquidityPositionExecutor} from "@sluice/concentrated-liquidity/contracts/ConcentratedLiquidityPositionExecutor.sol";

/// @notice What Algebra Integral's NonfungiblePositionManager (periphery 1.2) has beyond the
/// shared ABI: its `mint`, where a deployer, not a fee tier, names the pool.
interface IAlgebraPositionManager {
    struct MintParams {
        address token0;
        address token1;
        address deployer;
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
}

/// @title AlgebraIntegralPositionExecutor
/// @notice Works Algebra Integral's NonfungiblePositionManager for the router's zap and
/// rebalance: the shared concentrated-liquidity position executor with Algebra's mint.
/// Mint data: abi.encode(address deployer, int24 tickLower, int24 tickUpper) (deployer: zero for
/// the factory's own pools, a custom pool's deployer otherwise; Algebra has no fee tiers).
/// Staking is not supported (Algebra's farming is not Uniswap's v3-staker).
contract AlgebraIntegralPositionExecutor is ConcentratedLiquidityPositionExecutor {
    error StakingUnsupported();

    function stake(address, address, uint256, bytes calldata, address) external payable onlyDelegateCall {
        revert StakingUnsupported();
    }

    function _mint(address positionManager, address token0, address token1, bytes calldata data, uint256 amount0, uint256 amount1, address recipient)
        internal override
        returns (uint256 tokenId, uint128 liquidity, uint256 used0, uint256 used1)
    {
        (address deployer, int24 tickLower, int24 tickUpper) = abi.decode(data, (address, int24, int24));
        return IAlgebraPositionManager(positionManager).mint(
            IAlgebraPositionManager.MintParams({
                token0: token0,
                token1: token1,
                deployer: deployer,
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
