// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IPositionExecutor} from "@sluice/contracts/interfaces/IPositionExecutor.sol";
import {SafeTransfer} from "@sluice/contracts/libraries/SafeTransfer.sol";

/// @notice What Sluice uses of Slipstream's NonfungiblePositionManager.
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
        returns (uint96, address, address token0, address token1, int24, int24, int24, uint128 liquidity, uint256, uint256, uint128, uint128);
    function mint(MintParams calldata params) external payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1);
    function increaseLiquidity(IncreaseLiquidityParams calldata params) external payable returns (uint128 liquidity, uint256 amount0, uint256 amount1);
    function decreaseLiquidity(DecreaseLiquidityParams calldata params) external payable returns (uint256 amount0, uint256 amount1);
    function collect(CollectParams calldata params) external payable returns (uint256 amount0, uint256 amount1);
    function burn(uint256 tokenId) external payable;
}

/// @title SlipstreamPositionExecutor
/// @notice Works Slipstream's NonfungiblePositionManager for the router's zap and rebalance, by
/// DELEGATECALL in the router's context. The manager takes the tokens from the
/// router by `transferFrom`: the router approves exactly the amounts offered and clears the
/// approval afterwards, so no allowance outlives the call.
/// Mint data: abi.encode(int24 tickSpacing, int24 tickLower, int24 tickUpper) (Slipstream keys
/// pools by tick spacing; the pool exists, so the mint's sqrtPriceX96 is zero).
/// Staking is not supported (Slipstream's gauges are not Uniswap's v3-staker).
contract SlipstreamPositionExecutor is IPositionExecutor {
    address private immutable SELF = address(this);

    error DirectCall();
    error StakingUnsupported();

    modifier onlyDelegateCall() {
        if (address(this) == SELF) revert DirectCall();
        _;
    }

    function positionOf(address positionManager, uint256 tokenId)
        external view
        returns (address token0, address token1, uint128 liquidity)
    {
        (,, token0, token1,,,, liquidity,,,,) = ISlipstreamPositionManager(positionManager).positions(tokenId);
    }

    function mint(address positionManager, address token0, address token1, bytes calldata data, uint256 amount0, uint256 amount1, address recipient)
        external payable onlyDelegateCall
        returns (uint256 tokenId, uint128 liquidity, uint256 used0, uint256 used1)
    {
        (int24 tickSpacing, int24 tickLower, int24 tickUpper) = abi.decode(data, (int24, int24, int24));
        _approve(token0, positionManager, amount0);
        _approve(token1, positionManager, amount1);
        (tokenId, liquidity, used0, used1) = ISlipstreamPositionManager(positionManager).mint(
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
        _approve(token0, positionManager, 0);
        _approve(token1, positionManager, 0);
    }

    function increase(address positionManager, uint256 tokenId, address token0, address token1, uint256 amount0, uint256 amount1)
        external payable onlyDelegateCall
        returns (uint128 liquidity, uint256 used0, uint256 used1)
    {
        _approve(token0, positionManager, amount0);
        _approve(token1, positionManager, amount1);
        (liquidity, used0, used1) = ISlipstreamPositionManager(positionManager).increaseLiquidity(
            ISlipstreamPositionManager.IncreaseLiquidityParams({
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
        ISlipstreamPositionManager manager = ISlipstreamPositionManager(positionManager);
        uint128 liquidity;
        (,, token0, token1,,,, liquidity,,,,) = manager.positions(tokenId);
        // A position already emptied only has tokens owed to collect.
        if (liquidity != 0) {
            manager.decreaseLiquidity(
                ISlipstreamPositionManager.DecreaseLiquidityParams({
                    tokenId: tokenId, liquidity: liquidity, amount0Min: 0, amount1Min: 0, deadline: block.timestamp
                })
            );
        }
        (amount0, amount1) = manager.collect(
            ISlipstreamPositionManager.CollectParams({
                tokenId: tokenId, recipient: address(this), amount0Max: type(uint128).max, amount1Max: type(uint128).max
            })
        );
        manager.burn(tokenId);
    }

    function stake(address, address, uint256, bytes calldata, address) external payable onlyDelegateCall {
        revert StakingUnsupported();
    }

    function _approve(address token, address spender, uint256 amount) private {
        (bool ok, bytes memory ret) = token.call(abi.encodeWithSignature("approve(address,uint256)", spender, amount));
        if (!ok || (ret.length != 0 && !abi.decode(ret, (bool)))) revert SafeTransfer.TransferFailed(token);
    }
}
