// SPDX-License-Identifier: GPL-3.0-or-later
pragma solidity ^0.8.28;

import {IExecutor} from "@sluice/contracts/interfaces/IExecutor.sol";
import {DelegateCallOnly} from "@sluice/contracts/libraries/DelegateCallOnly.sol";
import {SwapSteps} from "@sluice/contracts/libraries/SwapSteps.sol";

interface ISolidlyV1Pool {
    function metadata()
        external
        view
        returns (uint256 dec0, uint256 dec1, uint256 r0, uint256 r1, bool st, address t0, address t1);
    function getAmountOut(uint256 amountIn, address tokenIn) external view returns (uint256);
    function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes calldata data) external;
}

/// @title SolidlyV1Executor
/// @notice Executes a step on a Solidly V1 pair (Velodrome V1's `Pair`), volatile or stable, by
/// DELEGATECALL from the router. Sell: the output is the pair's own `getAmountOut`. Buy: the least
/// input whose `getAmountOut` reaches the output and whose swap the pair's `K` check accepts (V1's
/// `_get_y` stops within a unit, so its quote can ask slightly more than `K` allows), found as the
/// simulator does (getSolidlyV1AmountIn): an estimate from the inverse curve, then a search
/// (doubling steps, then bisection). The input is sent to the pair before `swap`.
/// Step data (see encodeSolidlyV1Step): abi.encodePacked(address pool, address tokenIn, bool zeroForOne, uint16 feeBps);
/// the fee (the factory's `getFee(stable)` read with the pair's state; V1's `Pair` does not expose
/// its factory) shapes the buy estimate and the `K` check.
/// `_k` is the pair's; `_f`, `_d` and `_get_y` are Velodrome V2 Pool.sol's (GPL-3.0-or-later), for the estimate only.
contract SolidlyV1Executor is IExecutor, DelegateCallOnly {
    error InsufficientLiquidity();
    error ZeroAmount();
    error AmountInSearch();

    uint256 private constant MAX_DOUBLINGS = 256;

    struct Pool {
        address pool;
        address tokenIn;
        bool zeroForOne;
        uint256 feeBps;
        // Read for a buy: the pair's metadata, for the `K` check.
        uint256 dec0;
        uint256 dec1;
        uint256 r0;
        uint256 r1;
        bool stable;
    }

    function swap(bytes calldata data, bool exactOut, uint256 amount, address recipient, bytes calldata payContext)
        external
        payable
        onlyDelegateCall
        returns (uint256 amountIn, uint256 amountOut)
    {
        Pool memory p = Pool({
            pool: address(bytes20(data[0:20])),
            tokenIn: address(bytes20(data[20:40])),
            zeroForOne: data[40] != 0,
            feeBps: uint16(bytes2(data[41:43])),
            dec0: 0,
            dec1: 0,
            r0: 0,
            r1: 0,
            stable: false
        });
        if (exactOut) {
            amountOut = amount;
            amountIn = _amountIn(p, amountOut);
        } else {
            amountIn = amount;
            amountOut = ISolidlyV1Pool(p.pool).getAmountOut(amountIn, p.tokenIn);
        }
        if (amountOut == 0) revert ZeroAmount();
        SwapSteps.pay(p.tokenIn, amountIn, p.pool, payContext);
        (uint256 amount0Out, uint256 amount1Out) = p.zeroForOne ? (uint256(0), amountOut) : (amountOut, uint256(0));
        ISolidlyV1Pool(p.pool).swap(amount0Out, amount1Out, recipient, "");
    }

    /// @dev The least input whose pool.getAmountOut reaches `amountOut` (getSolidlyV1AmountIn).
    function _amountIn(Pool memory p, uint256 amountOut) private view returns (uint256 amountIn) {
        (uint256 dec0, uint256 dec1, uint256 r0, uint256 r1, bool stable,,) = ISolidlyV1Pool(p.pool).metadata();
        (p.dec0, p.dec1, p.r0, p.r1, p.stable) = (dec0, dec1, r0, r1, stable);
        (uint256 reserveIn, uint256 reserveOut) = p.zeroForOne ? (r0, r1) : (r1, r0);
        if (amountOut == 0) revert ZeroAmount();
        if (amountOut >= reserveOut) revert InsufficientLiquidity();
        uint256 net;
        if (stable) {
            (uint256 decIn, uint256 decOut) = p.zeroForOne ? (dec0, dec1) : (dec1, dec0);
            uint256 xy = _k(r0, r1, dec0, dec1);
            uint256 reserveA = (reserveIn * 1e18) / decIn;
            uint256 reserveB = (reserveOut * 1e18) / decOut;
            uint256 normalisedOut = _ceilDiv(amountOut * 1e18, decOut);
            if (normalisedOut >= reserveB) revert InsufficientLiquidity();
            uint256 x = _estimateStableInput(reserveB - normalisedOut, xy, reserveA);
            net = x > reserveA ? _ceilDiv((x - reserveA) * decIn, 1e18) : 1;
        } else {
            net = _ceilDiv(amountOut * reserveIn, reserveOut - amountOut);
            if (net == 0) net = 1;
        }
        amountIn = _search(p, amountOut, _ceilDiv(net * 10000, 10000 - p.feeBps));
    }

    /// @dev searchSolidlyV1AmountIn: steps of 1, 2, 4, ... wei from the estimate until the pool's
    /// getAmountOut crosses `amountOut`, then bisection; the least input that reaches it.
    function _search(Pool memory p, uint256 amountOut, uint256 estimate) private view returns (uint256) {
        uint256 short;
        uint256 enough;
        uint256 step = 1;
        uint256 doublings;
        if (_reaches(p, estimate, amountOut)) {
            enough = estimate;
            while (true) {
                uint256 next = enough > step ? enough - step : 0;
                if (!_reaches(p, next, amountOut)) {
                    short = next;
                    break;
                }
                enough = next;
                step *= 2;
                if (++doublings >= MAX_DOUBLINGS) revert AmountInSearch();
            }
        } else {
            short = estimate;
            while (true) {
                uint256 next = short + step;
                if (_reaches(p, next, amountOut)) {
                    enough = next;
                    break;
                }
                short = next;
                step *= 2;
                if (++doublings >= MAX_DOUBLINGS) revert AmountInSearch();
            }
        }
        while (enough - short > 1) {
            uint256 middle = (short + enough) / 2;
            if (_reaches(p, middle, amountOut)) enough = middle;
            else short = middle;
        }
        return enough;
    }

    function _reaches(Pool memory p, uint256 amountIn, uint256 amountOut) private view returns (bool) {
        return amountIn > 0 && _out(p, amountIn) >= amountOut && _kHolds(p, amountIn, amountOut);
    }

    /// @dev The pair's `swap` check for `amountIn` paid and `amountOut` taken: its fee leaves, then
    /// `_k` of the balances must not fall below `_k` of the reserves (swapSolidlyV1Pool).
    function _kHolds(Pool memory p, uint256 amountIn, uint256 amountOut) private pure returns (bool) {
        (uint256 reserveIn, uint256 reserveOut) = p.zeroForOne ? (p.r0, p.r1) : (p.r1, p.r0);
        uint256 balanceIn = reserveIn + amountIn - (amountIn * p.feeBps) / 10000;
        uint256 balanceOut = reserveOut - amountOut;
        (uint256 b0, uint256 b1) = p.zeroForOne ? (balanceIn, balanceOut) : (balanceOut, balanceIn);
        return _curveK(p, b0, b1) >= _curveK(p, p.r0, p.r1);
    }

    function _curveK(Pool memory p, uint256 x, uint256 y) private pure returns (uint256) {
        return p.stable ? _k(x, y, p.dec0, p.dec1) : x * y;
    }

    function _out(Pool memory p, uint256 amountIn) private view returns (uint256) {
        return ISolidlyV1Pool(p.pool).getAmountOut(amountIn, p.tokenIn);
    }

    function _ceilDiv(uint256 numerator, uint256 denominator) private pure returns (uint256) {
        return (numerator + denominator - 1) / denominator;
    }

    function _k(uint256 x, uint256 y, uint256 dec0, uint256 dec1) private pure returns (uint256) {
        uint256 _x = (x * 1e18) / dec0;
        uint256 _y = (y * 1e18) / dec1;
        uint256 _a = (_x * _y) / 1e18;
        uint256 _b = ((_x * _x) / 1e18 + (_y * _y) / 1e18);
        return (_a * _b) / 1e18;
    }

    function _f(uint256 x0, uint256 y) private pure returns (uint256) {
        uint256 _a = (x0 * y) / 1e18;
        uint256 _b = ((x0 * x0) / 1e18 + (y * y) / 1e18);
        return (_a * _b) / 1e18;
    }

    function _d(uint256 x0, uint256 y) private pure returns (uint256) {
        return (3 * x0 * ((y * y) / 1e18)) / 1e18 + ((((x0 * x0) / 1e18) * x0) / 1e18);
    }

    /// @dev estimateSolidlyV1StableInput: the pool's `_get_y` started from above (the start doubles
    /// from the input reserve until `_f` reaches `xy`); where it does not settle, bisection below that start.
    function _estimateStableInput(uint256 x0, uint256 xy, uint256 reserveIn) private pure returns (uint256) {
        uint256 short = reserveIn;
        uint256 enough = reserveIn > 0 ? reserveIn * 2 : 1;
        while (_f(x0, enough) < xy) (short, enough) = (enough, enough * 2);
        (bool settled, uint256 y) = _get_y(x0, xy, enough);
        if (settled) return y;
        while (enough - short > 1) {
            uint256 middle = (short + enough) / 2;
            if (_f(x0, middle) >= xy) enough = middle;
            else short = middle;
        }
        return enough;
    }

    /// @dev Solidly V1 Pool's `_get_y`, its `!y` revert a `false` here.
    function _get_y(uint256 x0, uint256 xy, uint256 y) private pure returns (bool, uint256) {
        for (uint256 i = 0; i < 255; i++) {
            uint256 k = _f(x0, y);
            if (k < xy) {
                uint256 dy = ((xy - k) * 1e18) / _d(x0, y);
                if (dy == 0) {
                    if (k == xy) return (true, y);
                    if (_f(x0, y + 1) > xy) return (true, y + 1);
                    dy = 1;
                }
                y = y + dy;
            } else {
                uint256 dy = ((k - xy) * 1e18) / _d(x0, y);
                if (dy == 0) {
                    if (k == xy || _f(x0, y - 1) < xy) return (true, y);
                    dy = 1;
                }
                y = y - dy;
            }
        }
        return (false, y);
    }
}
