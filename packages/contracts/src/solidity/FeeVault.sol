// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IFeeVault} from "./interfaces/IFeeVault.sol";
import {SafeTransfer} from "./libraries/SafeTransfer.sol";

/// @title FeeVault
/// @notice Holds partner fees. Authorized depositors (the router; later zap and rebalance)
/// transfer a fee here and credit it to a partner ID; the partner's registered recipient claims.
/// A credit must be backed: the vault's balance of the token has to cover everything owed.
/// Native fees use the native address 0xEeee...EEeE and arrive as the credit's value.
/// The owner cannot take fees quietly: ownership moves in two steps, and a partner's recipient
/// changes only `RECIPIENT_DELAY` after the change is announced (the partner can see it coming),
/// and within `ANNOUNCEMENT_WINDOW` after that (an old, forgotten announcement cannot be applied).
contract FeeVault is IFeeVault {
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;
    /// @notice Time between announcing a partner's new recipient and applying it.
    uint256 public constant RECIPIENT_DELAY = 2 days;
    /// @notice Time after `RECIPIENT_DELAY` during which an announcement may be applied; later it has expired.
    uint256 public constant ANNOUNCEMENT_WINDOW = 7 days;

    struct PendingRecipient {
        address recipient;
        uint64 applicableAt;
    }

    address public owner;
    address public pendingOwner;
    mapping(uint32 => PendingRecipient) public pendingRecipient;
    mapping(address => bool) public depositors;
    mapping(uint32 => address) public partnerRecipient;
    /// @notice Fees owed per partner ID and token.
    mapping(uint32 => mapping(address => uint256)) public owed;
    /// @notice Fees owed to all partners per token.
    mapping(address => uint256) public totalOwed;

    event OwnerChanged(address indexed owner);
    event OwnershipTransferStarted(address indexed owner, address indexed pendingOwner);
    event PartnerRecipientAnnounced(uint32 indexed partnerId, address indexed recipient, uint256 applicableAt);
    event PartnerRecipientAnnouncementCancelled(uint32 indexed partnerId);
    event DepositorSet(address indexed depositor, bool allowed);
    event PartnerRecipientSet(uint32 indexed partnerId, address indexed recipient);
    event FeeCredited(uint32 indexed partnerId, address indexed token, uint256 amount);
    event FeeClaimed(uint32 indexed partnerId, address indexed token, address indexed recipient, uint256 amount);

    error NotOwner();
    error NotPendingOwner();
    error ZeroAddress();
    error NotAnnounced(uint32 partnerId);
    error TooEarly(uint256 applicableAt);
    error AnnouncementExpired(uint256 expiredAt);
    error NotDepositor();
    error NotPartnerRecipient();
    error UnbackedCredit(address token);
    error NothingToClaim();

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }

    constructor(address owner_) {
        if (owner_ == address(0)) revert ZeroAddress();
        owner = owner_;
        emit OwnerChanged(owner_);
    }

    /// @notice Names the next owner; it takes over when it calls `acceptOwnership` (zero cancels).
    function transferOwnership(address pendingOwner_) external onlyOwner {
        pendingOwner = pendingOwner_;
        emit OwnershipTransferStarted(owner, pendingOwner_);
    }

    function acceptOwnership() external {
        if (msg.sender != pendingOwner || msg.sender == address(0)) revert NotPendingOwner();
        owner = msg.sender;
        pendingOwner = address(0);
        emit OwnerChanged(msg.sender);
    }

    function setDepositor(address depositor, bool allowed) external onlyOwner {
        depositors[depositor] = allowed;
        emit DepositorSet(depositor, allowed);
    }

    /// @notice Announces a partner's new recipient; `applyPartnerRecipient` applies it `RECIPIENT_DELAY` later.
    function announcePartnerRecipient(uint32 partnerId, address recipient) external onlyOwner {
        if (recipient == address(0)) revert ZeroAddress();
        uint256 applicableAt = block.timestamp + RECIPIENT_DELAY;
        pendingRecipient[partnerId] = PendingRecipient(recipient, uint64(applicableAt));
        emit PartnerRecipientAnnounced(partnerId, recipient, applicableAt);
    }

    function cancelPartnerRecipientAnnouncement(uint32 partnerId) external onlyOwner {
        delete pendingRecipient[partnerId];
        emit PartnerRecipientAnnouncementCancelled(partnerId);
    }

    /// @notice Applies an announced recipient once its delay has passed, within `ANNOUNCEMENT_WINDOW` (anyone may call it).
    function applyPartnerRecipient(uint32 partnerId) external {
        PendingRecipient memory pending = pendingRecipient[partnerId];
        if (pending.recipient == address(0)) revert NotAnnounced(partnerId);
        if (block.timestamp < pending.applicableAt) revert TooEarly(pending.applicableAt);
        uint256 expiredAt = uint256(pending.applicableAt) + ANNOUNCEMENT_WINDOW;
        if (block.timestamp > expiredAt) revert AnnouncementExpired(expiredAt);
        delete pendingRecipient[partnerId];
        partnerRecipient[partnerId] = pending.recipient;
        emit PartnerRecipientSet(partnerId, pending.recipient);
    }

    /// @notice Credits `amount` of `token`, already transferred here (or sent as value for native).
    function credit(uint32 partnerId, address token, uint256 amount) external payable {
        if (!depositors[msg.sender]) revert NotDepositor();
        uint256 total = totalOwed[token] + amount;
        uint256 balance = token == NATIVE ? address(this).balance : SafeTransfer.balanceOf(token, address(this));
        if (balance < total || (token != NATIVE && msg.value != 0)) revert UnbackedCredit(token);
        totalOwed[token] = total;
        owed[partnerId][token] += amount;
        emit FeeCredited(partnerId, token, amount);
    }

    /// @notice Sends everything owed to `partnerId` in `token` to its registered recipient (the caller).
    function claim(uint32 partnerId, address token) external returns (uint256 amount) {
        address recipient = partnerRecipient[partnerId];
        if (recipient == address(0) || msg.sender != recipient) revert NotPartnerRecipient();
        amount = owed[partnerId][token];
        if (amount == 0) revert NothingToClaim();
        owed[partnerId][token] = 0;
        totalOwed[token] -= amount;
        emit FeeClaimed(partnerId, token, recipient, amount);
        if (token == NATIVE) SafeTransfer.transferNative(recipient, amount);
        else SafeTransfer.transfer(token, recipient, amount);
    }
}
