// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title AllowanceGasBurnerToken
/// @notice Test double: an ERC20 that transfers normally but whose `allowance` view burns all the
/// gas it is given (an out-of-gas failure, as a hostile or broken token gives).
contract AllowanceGasBurnerToken {
    string public constant name = "Allowance Gas Burner";
    string public constant symbol = "AGB";
    uint8 public constant decimals = 18;
    uint256 public totalSupply;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) private allowed;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error InsufficientBalance();
    error InsufficientAllowance();

    /// @dev The whole supply to the deployer.
    constructor(uint256 supply) {
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function allowance(address, address) external view returns (uint256 amount) {
        amount = totalSupply;
        assembly ("memory-safe") {
            invalid()
        }
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowed[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 left = allowed[from][msg.sender];
        if (left != type(uint256).max) {
            if (left < amount) revert InsufficientAllowance();
            allowed[from][msg.sender] = left - amount;
        }
        _transfer(from, to, amount);
        return true;
    }

    function _transfer(address from, address to, uint256 amount) private {
        uint256 balance = balanceOf[from];
        if (balance < amount) revert InsufficientBalance();
        balanceOf[from] = balance - amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }
}
