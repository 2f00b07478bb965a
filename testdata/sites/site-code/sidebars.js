module.exports = { docs: ['widgets'] };
