// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IPositionExecutor} from "@sluice/contracts/interfaces/IPositionExecutor.sol";
import {DelegateCallOnly} from "@sluice/contracts/libraries/DelegateCallOnly.sol";
import {SafeTransfer} from "@sluice/contracts/libraries/SafeTransfer.sol";

/// @notice What the position managers of Uniswap V3, Algebra and their forks share: their
/// NonfungiblePositionManager ABI but for `mint` (whose parameters name the pool: a fee tier, a
/// deployer). `positions` declares the fields that differ (the nonce, the fee or deployer) as
/// uint256, so it decodes every kind's answer.
interface IConcentratedLiquidityPositionManager {
    struct IncreaseLiquidityParams {
        uint256 tokenId;
        uint256 amount0Desired;
        uint256 amount1Desired;
        uint256 amount0Min;
        uint256 amount1Min;
        uint256 deadline;
    }

    struct DecreaseLiquidityParams {
        uint256 tokenId;
        uint128 liquidity;
        uint256 amount0Min;
        uint256 amount1Min;
        uint256 deadline;
    }

    struct CollectParams {
        uint256 tokenId;
        address recipient;
        uint128 amount0Max;
        uint128 amount1Max;
    }

    function positions(uint256 tokenId)
        external view
        returns (uint256, address, address token0, address token1, uint256, int24, int24, uint128 liquidity, uint256, uint256, uint128, uint128);
    function increaseLiquidity(IncreaseLiquidityParams calldata params) external payable returns (uint128 liquidity, uint256 amount0, uint256 amount1);
    function decreaseLiquidity(DecreaseLiquidityParams calldata params) external payable returns (uint256 amount0, uint256 amount1);
    function collect(CollectParams calldata params) external payable returns (uint256 amount0, uint256 amount1);
    function burn(uint256 tokenId) external payable;
}

/// @title ConcentratedLiquidityPositionExecutor
/// @notice Works a concentrated-liquidity NonfungiblePositionManager for the router's zap and
/// rebalance, by DELEGATECALL in the router's context: reads, increases and withdraws positions,
/// and mints through the kind's `_mint`. The manager takes the tokens from the router by
/// `transferFrom`: the router approves exactly the amounts offered and clears the approval
/// afterwards, so no allowance outlives the call. A kind's executor adds `_mint` and `stake`.
abstract contract ConcentratedLiquidityPositionExecutor is IPositionExecutor, DelegateCallOnly {
    function positionOf(address positionManager, uint256 tokenId)
        external view
        returns (address token0, address token1, uint128 liquidity)
    {
        (,, token0, token1,,,, liquidity,,,,) = IConcentratedLiquidityPositionManager(positionManager).positions(tokenId);
    }

    function mint(address positionManager, address token0, address token1, bytes calldata data, uint256 amount0, uint256 amount1, address recipient)
        external payable onlyDelegateCall
        returns (uint256 tokenId, uint128 liquidity, uint256 used0, uint256 used1)
    {
        _approve(token0, positionManager, amount0);
        _approve(token1, positionManager, amount1);
        (tokenId, liquidity, used0, used1) = _mint(positionManager, token0, token1, data, amount0, amount1, recipient);
        _approve(token0, positionManager, 0);
        _approve(token1, positionManager, 0);
    }

    function increase(address positionManager, uint256 tokenId, address token0, address token1, uint256 amount0, uint256 amount1)
        external payable onlyDelegateCall
        returns (uint128 liquidity, uint256 used0, uint256 used1)
    {
        _approve(token0, positionManager, amount0);
        _approve(token1, positionManager, amount1);
        (liquidity, used0, used1) = IConcentratedLiquidityPositionManager(positionManager).increaseLiquidity(
            IConcentratedLiquidityPositionManager.IncreaseLiquidityParams({
                tokenId: tokenId,
                amount0Desired: amount0,
                amount1Desired: amount1,
                amount0Min: 0,
                amount1Min: 0,
                deadline: block.timestamp
            })
        );
        _approve(token0, positionManager, 0);
        _approve(token1, positionManager, 0);
    }

    function withdraw(address positionManager, uint256 tokenId)
        external payable onlyDelegateCall
        returns (address token0, address token1, uint256 amount0, uint256 amount1)
    {
        IConcentratedLiquidityPositionManager manager = IConcentratedLiquidityPositionManager(positionManager);
        uint128 liquidity;
        (,, token0, token1,,,, liquidity,,,,) = manager.positions(tokenId);
        // The manager refuses a zero decrease; a position already emptied only has tokens owed to collect.
        if (liquidity != 0) {
            manager.decreaseLiquidity(
                IConcentratedLiquidityPositionManager.DecreaseLiquidityParams({
                    tokenId: tokenId, liquidity: liquidity, amount0Min: 0, amount1Min: 0, deadline: block.timestamp
                })
            );
        }
        (amount0, amount1) = manager.collect(
            IConcentratedLiquidityPositionManager.CollectParams({
                tokenId: tokenId, recipient: address(this), amount0Max: type(uint128).max, amount1Max: type(uint128).max
            })
        );
        manager.burn(tokenId);
    }

    /// @notice The kind's `mint`: a new position of `amount0`/`amount1` (already approved) for
    /// `recipient`, in the pool and range `data` names (the kind's mint data).
    function _mint(address positionManager, address token0, address token1, bytes calldata data, uint256 amount0, uint256 amount1, address recipient)
        internal virtual
        returns (uint256 tokenId, uint128 liquidity, uint256 used0, uint256 used1);

    function _approve(address token, address spender, uint256 amount) private {
        (bool ok, bytes memory ret) = token.call(abi.encodeWithSignature("approve(address,uint256)", spender, amount));
        if (!ok || (ret.length != 0 && !abi.decode(ret, (bool)))) revert SafeTransfer.TransferFailed(token);
    }
}
