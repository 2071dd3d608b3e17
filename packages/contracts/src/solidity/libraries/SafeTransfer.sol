// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20Minimal} from "../interfaces/IERC20Minimal.sol";

/// @notice ERC20 transfers that accept tokens returning nothing and revert on any failure.
library SafeTransfer {
    error TransferFailed(address token);
    error NativeTransferFailed(address to);

    function transfer(address token, address to, uint256 amount) internal {
        (bool ok, bytes memory ret) = token.call(abi.encodeCall(IERC20Minimal.transfer, (to, amount)));
        _check(token, ok, ret);
    }

    function transferFrom(address token, address from, address to, uint256 amount) internal {
        (bool ok, bytes memory ret) = token.call(abi.encodeCall(IERC20Minimal.transferFrom, (from, to, amount)));
        _check(token, ok, ret);
    }

    function transferNative(address to, uint256 amount) internal {
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert NativeTransferFailed(to);
    }

    function balanceOf(address token, address account) internal view returns (uint256) {
        return IERC20Minimal(token).balanceOf(account);
    }

    function _check(address token, bool ok, bytes memory ret) private view {
        if (!ok || (ret.length == 0 ? token.code.length == 0 : !abi.decode(ret, (bool)))) revert TransferFailed(token);
    }
}
